import { type ReactNode, useId } from 'react';
import { cx } from './cx.ts';

export interface CardProps {
  title?: ReactNode;
  /** Heading level of the title, so the page outline stays in order. */
  headingLevel?: 2 | 3;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** A bordered panel; with a title it is a labelled region. */
export function Card({ title, headingLevel = 2, children, footer, className }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cx('rounded-xl border border-line bg-surface p-5 shadow-sm lg:p-6', className)}
    >
      {title ? (
        <Heading id={headingId} className="mb-3 text-lg font-semibold">
          {title}
        </Heading>
      ) : null}
      <div>{children}</div>
      {footer ? <div className="mt-4 border-t border-line pt-4">{footer}</div> : null}
    </section>
  );
}
