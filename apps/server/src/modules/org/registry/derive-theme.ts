import { getContrastRatio, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from '@hearth/domain/org/contrast';
import type { Theme } from '@hearth/domain/org/org-config';

const WHITE = '#ffffff';
/** Aim a little above AA so rounding to #rrggbb never lands under it. */
const MARGIN = 0.2;

/**
 * A brand theme from one hue: a primary dark enough for white text, a lighter accent that still
 * stands out on the surface (3:1), a tinted near-white surface and a near-black text of the hue.
 */
export function deriveTheme(hue: number, saturation: number): Theme {
  const surface = hslToHex(hue, 0.4, 0.98);
  return {
    primary: darkenUntil(
      hue,
      saturation,
      0.5,
      (hex) => getContrastRatio(WHITE, hex) >= WCAG_AA_TEXT + MARGIN,
    ),
    primaryContrast: WHITE,
    accent: darkenUntil((hue + 35) % 360, saturation, 0.6, (hex) => {
      return getContrastRatio(hex, surface) >= WCAG_AA_NON_TEXT + MARGIN;
    }),
    surface,
    text: hslToHex(hue, 0.3, 0.13),
  };
}

function darkenUntil(hue: number, saturation: number, lightness: number, isEnough: (hex: string) => boolean) {
  for (let l = lightness; l > 0; l -= 0.01) {
    const hex = hslToHex(hue, saturation, l);
    if (isEnough(hex)) {
      return hex;
    }
  }
  return hslToHex(hue, saturation, 0.1);
}

/** CSS hsl() → #rrggbb; hue in degrees, saturation and lightness 0…1. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const amplitude = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
