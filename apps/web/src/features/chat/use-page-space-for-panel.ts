import { type RefObject, useLayoutEffect } from 'react';

/** From this width the panel sits beside the page (Tailwind's lg); below it, the page scrolls above it. */
export const PANEL_BESIDE_PAGE_QUERY = '(min-width: 1024px)';
/** The CSS properties the site layout pads itself with (components/layout/site-layout.tsx). */
export const PAGE_INSET_RIGHT = '--chat-panel-inset-right';
export const PAGE_INSET_BOTTOM = '--chat-panel-inset-bottom';
/** Room between the page and the panel on a wide screen. */
const GUTTER_PX = 16;

/**
 * While the chat panel is open, the page keeps clear of it: on a wide screen the page narrows to
 * the panel's left, so every control stays whole and pressable beside the conversation; on a phone
 * or tablet the page gains room at its end as tall as the sheet, so anything on it can be scrolled
 * above the sheet and pressed without closing the chat. Kept up to date as the panel or the window
 * changes size; the page has its whole width back when the panel closes.
 */
export function usePageSpaceForPanel(panelRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) {
      return;
    }
    const root = document.documentElement;
    // A browser without media queries (jsdom) is taken for a narrow one.
    const beside =
      typeof window.matchMedia === 'function' ? window.matchMedia(PANEL_BESIDE_PAGE_QUERY) : undefined;
    const measure = () => {
      const box = panel.getBoundingClientRect();
      if (beside?.matches) {
        root.style.setProperty(PAGE_INSET_RIGHT, `${Math.max(0, root.clientWidth - box.left + GUTTER_PX)}px`);
        root.style.removeProperty(PAGE_INSET_BOTTOM);
      } else {
        root.style.setProperty(PAGE_INSET_BOTTOM, `${Math.max(0, window.innerHeight - box.top)}px`);
        root.style.removeProperty(PAGE_INSET_RIGHT);
      }
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(panel);
    window.addEventListener('resize', measure);
    beside?.addEventListener('change', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      beside?.removeEventListener('change', measure);
      root.style.removeProperty(PAGE_INSET_RIGHT);
      root.style.removeProperty(PAGE_INSET_BOTTOM);
    };
  }, [panelRef]);
}
