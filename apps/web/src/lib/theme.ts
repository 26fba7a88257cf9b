import type { Theme } from '@hearth/domain/org/org-config';

/** The CSS variables styles/index.css maps into Tailwind's theme (one per theme colour). */
export const THEME_VARIABLES = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
  surface: '--brand-surface',
  text: '--brand-text',
} as const satisfies Record<keyof Theme, `--brand-${string}`>;

/**
 * Paints the organisation's colours (`companyInfo.theme`) onto the document. The server sends no
 * inline styles (strict CSP); setting properties from a script is allowed.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  for (const [key, variable] of Object.entries(THEME_VARIABLES) as [keyof Theme, string][]) {
    root.style.setProperty(variable, theme[key]);
  }
  root.style.setProperty('color-scheme', 'light');
}
