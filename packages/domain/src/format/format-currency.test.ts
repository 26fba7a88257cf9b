import type { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatCurrency } from './format-currency.ts';
import { FORMAT_MONEY_INPUT_ERROR } from './format-money.ts';

describe('OFR-022 formatCurrency', () => {
  it.each<[Decimal.Value, number | undefined, string]>([
    [1234.56, 2, '$1,234.56'],
    [1234.56, undefined, '$1,235'],
    [2.5, undefined, '$2'],
    [0, undefined, '$0'],
    [999, undefined, '$999'],
    [1000, undefined, '$1,000'],
    [400000, undefined, '$400,000'],
    [15000, 2, '$15,000.00'],
    [1234567.891, 2, '$1,234,567.89'],
    ['9999999', undefined, '$9,999,999'],
    [-1234.56, 2, '-$1,234.56'],
    [-0.4, undefined, '$0'],
  ])('formatCurrency(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatCurrency(value, decimals)).toBe(expected);
  });

  it('matches Intl en-US USD grouping where no tie is involved', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
    });
    for (const value of [0.01, 12.34, 123456.78, 98765432.1]) {
      expect(formatCurrency(value, 2)).toBe(intl.format(value));
    }
  });

  it('rejects invalid input with ERR-014', () => {
    expect(() => formatCurrency(Number.NaN)).toThrow(FORMAT_MONEY_INPUT_ERROR);
  });
});
