import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title.ts';
import { cx } from './cx.ts';

export interface PageSectionProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A journey page: its title (also the document title, ORG-009), an intro and the content. */
export function PageSection({ title, intro, children, className }: PageSectionProps) {
  usePageTitle(title);
  return (
    <section className={cx('mx-auto flex w-full max-w-2xl flex-col gap-5 py-6', className)}>
      <h1 className="text-2xl font-bold lg:text-3xl">{title}</h1>
      {intro ? <div className="text-base">{intro}</div> : null}
      {children}
    </section>
  );
}
