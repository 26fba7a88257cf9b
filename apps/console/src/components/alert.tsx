import type { ReactNode } from 'react';

/** A message about the whole form or page, announced when it appears. */
export function Alert({
  children,
  tone = 'error',
}: {
  children: ReactNode;
  tone?: 'error' | 'info' | 'success';
}) {
  const styles = {
    error: 'border-danger bg-danger-soft text-danger-ink',
    info: 'border-line bg-raised text-ink',
    success: 'border-success bg-success-soft text-ink',
  };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded border-l-4 p-3 ${styles[tone]}`}>
      {children}
    </div>
  );
}
