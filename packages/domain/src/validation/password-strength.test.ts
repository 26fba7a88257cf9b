import { describe, expect, it } from 'vitest';
import { countPasswordStrengthBars, getPasswordStrength } from './password-strength.ts';

describe('KIT-015 four-bar strength meter', () => {
  it.each<[string, number, string]>([
    ['', 0, 'empty'],
    ['a', 0, 'weak'],
    ['aA', 1, 'weak'],
    ['aA1', 2, 'fair'],
    ['aA1!', 3, 'good'],
    ['Correct#Horse9', 4, 'strong'],
    ['correct#horse9', 3, 'good'],
  ])('%j → %i bars, %s', (password, bars, strength) => {
    expect(countPasswordStrengthBars(password)).toBe(bars);
    expect(getPasswordStrength(password)).toBe(strength);
  });
});
