/**
 * Navigation from outside React (the API client's 401 handling, logout). The router registers its
 * `navigate` at start-up; until then, and for full reloads, the browser's location is used.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => unknown;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) {
    void navigator(to, options);
  } else if (options.replace) {
    window.location.replace(to);
  } else {
    window.location.assign(to);
  }
}

/** A full page load: used after a failed dynamic import (ERR-005) and for a CO_DEEDER profile (SGN-010). */
export function reloadPage(): void {
  window.location.reload();
}
