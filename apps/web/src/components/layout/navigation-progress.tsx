import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** A navigation quicker than this shows nothing: a flash of a bar reads as flicker, not progress. */
export const PROGRESS_DELAY_MS = 150;

/**
 * While the router loads the next page (its code and the data its loaders wait for), the current
 * page stays on screen: this thin bar at the top of the window says something is happening. It
 * creeps towards the far end and never claims to be done; it goes away when the page arrives.
 */
export function NavigationProgress() {
  const { t } = useTranslation('layout');
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  const [advanced, setAdvanced] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      setAdvanced(false);
      return;
    }
    const show = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => clearTimeout(show);
  }, [loading]);

  useEffect(() => {
    if (!shown) {
      return;
    }
    // One frame at the start width first, so the bar's width transition runs.
    const frame = requestAnimationFrame(() => setAdvanced(true));
    return () => cancelAnimationFrame(frame);
  }, [shown]);

  if (!shown) {
    return null;
  }
  return (
    <div
      role="progressbar"
      aria-label={t('navigation.loading')}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-line/40"
    >
      <div
        className={`h-full bg-brand transition-[width] duration-[8000ms] ease-out motion-reduce:w-full motion-reduce:transition-none ${
          advanced ? 'w-[85%]' : 'w-[10%]'
        }`}
      />
    </div>
  );
}
