import { type RefObject, useEffect } from 'react';

/** KIT-019: the end of a document counts as seen when 25% of the bottom sentinel is visible. */
export const SENTINEL_THRESHOLD = 0.25;

/**
 * Calls `onReachedEnd` once the sentinel is at least 25% visible inside the scroll box `root`.
 * Watches only while `isEnabled` (the pages are drawn, so the sentinel sits below them).
 */
export function useReachedEnd(
  root: RefObject<HTMLElement | null>,
  sentinel: RefObject<HTMLElement | null>,
  isEnabled: boolean,
  onReachedEnd: (() => void) | undefined,
): void {
  useEffect(() => {
    const target = sentinel.current;
    if (!isEnabled || !target || !onReachedEnd) {
      return;
    }
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell without it (no current browser lacks it): do not lock the borrower out.
      onReachedEnd();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // The first report comes at once, whatever the ratio: a sliver in view is not yet 25%.
        if (
          entries.some((entry) => entry.isIntersecting && !(entry.intersectionRatio < SENTINEL_THRESHOLD))
        ) {
          observer.disconnect();
          onReachedEnd();
        }
      },
      { root: root.current, threshold: SENTINEL_THRESHOLD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [root, sentinel, isEnabled, onReachedEnd]);
}
