import { useEffect } from 'react';

/** Shift+Alt+X, matched on the physical key so it works on every layout (macOS Alt turns X into "˛"). */
export function isToggleShortcut(event: KeyboardEvent): boolean {
  return event.shiftKey && event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyX';
}

/** ORG-025: the original bound nothing to Shift+Alt+X; here the shortcut really toggles the toolbar. */
export function useToggleShortcut(onToggle: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isToggleShortcut(event)) {
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
