import type { Theme } from './org-config.ts';

/** The CSS variables the web app's styles map into its Tailwind theme, one per theme colour. */
export const THEME_VARIABLES = {
  primary: '--brand-primary',
  primaryContrast: '--brand-primary-contrast',
  accent: '--brand-accent',
  surface: '--brand-surface',
  text: '--brand-text',
} as const satisfies Record<keyof Theme, `--brand-${string}`>;

/** The document's properties for a theme: its colours as the variables above, and a light scheme. */
export function themeProperties(theme: Theme): [property: string, value: string][] {
  const colours = (Object.entries(THEME_VARIABLES) as [keyof Theme, string][]).map(
    ([key, variable]): [string, string] => [variable, theme[key]],
  );
  return [...colours, ['color-scheme', 'light']];
}

/** The theme as `:root` declarations (the colours are validated `#rrggbb`, safe in a stylesheet). */
export function themeDeclarations(theme: Theme): string {
  return themeProperties(theme)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');
}
