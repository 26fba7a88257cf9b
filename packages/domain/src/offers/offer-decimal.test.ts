import { describe, expect, it } from 'vitest';
import { clampDecimal, floorToDollars, roundToCents } from './offer-decimal.ts';

describe('OFR-018 roundToCents is half-to-even', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['2.505', '2.5'],
    ['2.515', '2.52'],
    ['1213.2759', '1213.28'],
    ['-0.125', '-0.12'],
    ['10', '10'],
  ])('%s → %s', (value, expected) => {
    expect(roundToCents(value).toString()).toBe(expected);
  });
});

describe('floorToDollars and clampDecimal', () => {
  it.each([
    ['225000.99', '225000'],
    ['0.5', '0'],
  ])('floor %s → %s', (value, expected) => {
    expect(floorToDollars(value).toString()).toBe(expected);
  });

  it.each([
    [5, '7.6'],
    [10, '10'],
    [20, '17.2'],
  ])('clamp %s into [7.6, 17.2] → %s', (value, expected) => {
    expect(clampDecimal(value, 7.6, 17.2).toString()).toBe(expected);
  });
});
