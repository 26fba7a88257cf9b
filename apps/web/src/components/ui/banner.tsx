import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export type BannerTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<BannerTone, string> = {
  info: 'border-accent bg-raised',
  success: 'border-green-700 bg-green-50 text-green-950',
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-950',
};

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  action?: ReactNode;
  /** Announce it when it appears: errors and warnings interrupt (alert), the rest are polite (status). */
  announce?: boolean;
}

/** An inline message block in the page flow (002 §2 banners). */
export function Banner({ tone = 'info', title, children, className, action, announce = false }: BannerProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={announce ? (urgent ? 'alert' : 'status') : undefined}
      className={cx(
        'flex flex-col gap-2 rounded-lg border-l-4 p-4 sm:flex-row sm:items-start',
        TONES[tone],
        className,
      )}
    >
      <div className="flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="text-sm">{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
