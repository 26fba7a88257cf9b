import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';
import { useDelayedHide } from './use-delayed-hide.ts';

export interface LoaderProps {
  isLoading: boolean;
  /** What is loading, for screen readers; defaults to "Loading". */
  label?: string;
  /** Minimum time on screen once shown (ms). */
  minDisplayMs?: number;
  className?: string;
}

/** A spinner with a status role; it hides 300 ms after loading ends (KIT-021). */
export function Loader({ isLoading, label, minDisplayMs = 0, className }: LoaderProps) {
  const { t } = useTranslation('ui');
  const visible = useDelayedHide(isLoading, undefined, minDisplayMs);
  if (!visible) {
    return null;
  }
  return (
    <div role="status" className={cx('flex items-center justify-center gap-3 py-8', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
      />
      <span>{label ?? t('loader.loading')}</span>
    </div>
  );
}
