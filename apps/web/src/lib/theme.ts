import type { Theme } from '@hearth/domain/org/org-config';
import { THEME_VARIABLES } from '@hearth/domain/org/theme-variables';

export { THEME_VARIABLES };

/**
 * Paints the organisation's colours (`companyInfo.theme`) onto the document. The server already
 * sent them in a nonce'd stylesheet; setting the same properties from a script keeps pages the
 * server did not render, and tests, branded too.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(THEME_VARIABLES) as [keyof Theme, string][]) {
    root.style.setProperty(variable, theme[key]);
  }
  root.style.setProperty('color-scheme', 'light');
}
