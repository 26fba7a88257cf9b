import type { Theme } from '@hearth/domain/org/org-config';
import { themeProperties } from '@hearth/domain/org/theme-variables';

/**
 * Paints the organisation's colours (`companyInfo.theme`) onto the document. The server already
 * sent them in a nonce'd stylesheet; setting the same properties from a script keeps pages the
 * server did not render, and tests, branded too.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [property, value] of themeProperties(theme)) {
    root.style.setProperty(property, value);
  }
}
