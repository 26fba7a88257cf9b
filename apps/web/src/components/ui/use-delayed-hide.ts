import { useEffect, useRef, useState } from 'react';

/** KIT-021: a loader stays 300 ms after loading ends so it does not flicker. */
export const LOADER_HIDE_DELAY_MS = 300;

/**
 * Whether something shown while `active` should still be visible: it appears at once and hides
 * `hideDelayMs` after `active` ends, and never before `minDisplayMs` since it appeared (REG-020).
 */
export function useDelayedHide(active: boolean, hideDelayMs = LOADER_HIDE_DELAY_MS, minDisplayMs = 0) {
  const [visible, setVisible] = useState(active);
  const shownAt = useRef<number | null>(active ? Date.now() : null);

  useEffect(() => {
    if (active) {
      shownAt.current ??= Date.now();
      setVisible(true);
      return;
    }
    if (shownAt.current === null) {
      return;
    }
    const remainingMinimum = minDisplayMs - (Date.now() - shownAt.current);
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setVisible(false);
      },
      Math.max(hideDelayMs, remainingMinimum),
    );
    return () => clearTimeout(timer);
  }, [active, hideDelayMs, minDisplayMs]);

  return visible;
}
