import { THEME_VARIABLES } from '@hearth/domain/org/theme-variables';
import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme.ts';

const bluewater = {
  primary: '#0b5394',
  primaryContrast: '#ffffff',
  accent: '#00796b',
  surface: '#f5f9fc',
  text: '#0d1f2d',
};

describe('applyTheme', () => {
  it('sets every brand variable on the document element', () => {
    applyTheme(bluewater);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#0b5394');
    expect(style.getPropertyValue('--brand-primary-contrast')).toBe('#ffffff');
    expect(style.getPropertyValue('--brand-accent')).toBe('#00796b');
    expect(style.getPropertyValue('--brand-surface')).toBe('#f5f9fc');
    expect(style.getPropertyValue('--brand-text')).toBe('#0d1f2d');
  });

  it('replaces a previous theme on the element it is given', () => {
    const element = document.createElement('div');
    applyTheme(bluewater, element);
    applyTheme({ ...bluewater, primary: '#b4441b' }, element);
    expect(element.style.getPropertyValue(THEME_VARIABLES.primary)).toBe('#b4441b');
  });
});
