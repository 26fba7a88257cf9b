import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The attribute that marks the heading focus was moved to (styles/index.css drops its ring). */
export const ROUTE_HEADING_ATTRIBUTE = 'data-route-heading';

/**
 * After a client navigation the page the person asked for gets focus on its main heading, so a
 * screen reader reads where they are and the next Tab starts from the new page, not from the
 * document's top (the control they pressed is gone, and focus with it).
 *
 * Not on the first page: a page that was loaded, or rendered by the server and hydrated, keeps the
 * browser's own start, and so do the redirects it makes before anyone has touched it. The heading
 * may come later than the route (its data or module loading): focus waits for it, and gives up if
 * the person has moved on meanwhile. A dialog that opens with the route keeps its own focus.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, search } = useLocation();
  // The query is part of the page: the classic registration's steps differ only by `?step=`.
  const page = `${pathname}${search}`;
  const shownPage = useRef(page);
  const interacted = useRef(false);

  useEffect(() => {
    const note = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', note, { capture: true });
    document.addEventListener('keydown', note, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', note, { capture: true });
      document.removeEventListener('keydown', note, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (shownPage.current === page) {
      return;
    }
    shownPage.current = page;
    const main = mainRef.current;
    if (!main || !interacted.current) {
      return;
    }
    return focusHeadingWhenShown(main);
  }, [page, mainRef]);
}

/** Focuses `main`'s h1 now or when it appears; returns the cancel. */
export function focusHeadingWhenShown(main: HTMLElement): () => void {
  const focusedAtNavigation = document.activeElement;
  const tryFocus = (): boolean => {
    const heading = main.querySelector('h1');
    if (!heading) {
      return false;
    }
    if (mayTakeFocus(main, focusedAtNavigation)) {
      heading.setAttribute(ROUTE_HEADING_ATTRIBUTE, '');
      if (!heading.hasAttribute('tabindex')) {
        heading.tabIndex = -1;
      }
      heading.focus();
    }
    return true;
  };
  if (tryFocus()) {
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (tryFocus()) {
      observer.disconnect();
    }
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Focus moves only from where the navigation left it: lost with the control that was pressed, or
 * still on a control outside the page (the header's link, the menu's button). A dialog's focus, or
 * a control the person has gone to since, stays.
 */
function mayTakeFocus(main: HTMLElement, focusedAtNavigation: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === main || !active.isConnected) {
    return true;
  }
  if (active.closest('[role="dialog"], [role="alertdialog"], dialog')) {
    return false;
  }
  return active === focusedAtNavigation && !main.contains(active);
}
