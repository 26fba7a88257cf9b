/**
 * WCAG 2.x contrast between two #rrggbb colours (1…21). Text needs 4.5:1 (AA); large text and
 * interface components need 3:1. https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio
 */
export const WCAG_AA_TEXT = 4.5;
export const WCAG_AA_NON_TEXT = 3;

export function getContrastRatio(foreground: string, background: string): number {
  const a = getRelativeLuminance(foreground);
  const b = getRelativeLuminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export function getRelativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColour(hex).map(linearise) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function parseHexColour(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) {
    throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  }
  return [match[1], match[2], match[3]].map((part) => Number.parseInt(part as string, 16)) as [
    number,
    number,
    number,
  ];
}

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
