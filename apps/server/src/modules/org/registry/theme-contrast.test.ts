import { getContrastRatio, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from '@hearth/domain/org/contrast';
import { describe, expect, it } from 'vitest';
import { ORG_REGISTRY } from './index.ts';

describe.each(ORG_REGISTRY.map((org) => [org.companyInfo.orgCode, org.companyInfo.theme] as const))(
  'theme of %s',
  (_code, theme) => {
    it('has AA contrast for text on primary and for text on surface', () => {
      expect(getContrastRatio(theme.primaryContrast, theme.primary)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
      expect(getContrastRatio(theme.text, theme.surface)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    });

    it('has an accent and primary that stand out on the surface (3:1)', () => {
      expect(getContrastRatio(theme.accent, theme.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
      expect(getContrastRatio(theme.primary, theme.surface)).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
    });
  },
);

describe('brand colours', () => {
  it('gives each brand its own primary colour', () => {
    const byBrand = new Map(ORG_REGISTRY.map((org) => [org.brand, org.companyInfo.theme.primary]));
    expect(new Set(byBrand.values()).size).toBe(byBrand.size);
  });
});
