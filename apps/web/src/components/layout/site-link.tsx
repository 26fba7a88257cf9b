import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isInternalUrl } from './org-info.ts';

export interface SiteLinkProps {
  to: string;
  children: ReactNode;
  className?: string;
}

/** An in-app route for site-relative URLs, an ordinary link for other sites. */
export function SiteLink({ to, children, className }: SiteLinkProps) {
  if (isInternalUrl(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
