import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayedHide } from '../../../components/ui/use-delayed-hide.ts';

/** REG-021: seven messages over about 67 seconds. */
export const LOADING_MESSAGE_COUNT = 7;
export const LOADING_CYCLE_MS = 67_000;
export const LOADING_MESSAGE_MS = Math.round(LOADING_CYCLE_MS / LOADING_MESSAGE_COUNT);
/** REG-020: at least one second on screen; KIT-021: it hides 300 ms after loading ends. */
export const LOADING_MIN_DISPLAY_MS = 1_000;

function useMessageIndex(active: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) {
      setIndex(0);
      return;
    }
    const timer = setInterval(
      () => setIndex((current) => Math.min(current + 1, LOADING_MESSAGE_COUNT - 1)),
      LOADING_MESSAGE_MS,
    );
    return () => clearInterval(timer);
  }, [active]);
  return index;
}

/** Whether the loading screen shows: from the start of loading until its minimum time and 300 ms after. */
export function useLoadingScreenVisible(isLoading: boolean): boolean {
  return useDelayedHide(isLoading, undefined, LOADING_MIN_DISPLAY_MS);
}

/**
 * REG-020/021: the register loading screen while the account and application are made. While the
 * server is busy (`busyWaitSeconds`), it says the application will be sent again shortly.
 */
export function LoadingScreen({
  isVisible,
  busyWaitSeconds = null,
}: {
  isVisible: boolean;
  busyWaitSeconds?: number | null;
}) {
  const { t } = useTranslation('registration');
  const index = useMessageIndex(isVisible);
  if (!isVisible) {
    return null;
  }
  return (
    <div
      className="fixed inset-0 z-30 flex flex-col items-center justify-center gap-6 bg-surface p-6 text-center"
      data-testid="register-loading"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-line border-t-brand motion-reduce:animate-none"
      />
      <p role="status" aria-live="polite" className="text-xl font-semibold">
        {busyWaitSeconds === null
          ? t(`loading.messages.${index}`)
          : t('loading.busy', { count: busyWaitSeconds })}
      </p>
    </div>
  );
}
