import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { toFiniteDecimal } from './to-finite-decimal.ts';

describe('toFiniteDecimal', () => {
  it.each<[unknown, string | undefined]>([
    [12.5, '12.5'],
    ['12.50', '12.5'],
    [' -3 ', '-3'],
    ['.5', '0.5'],
    ['1e3', '1000'],
    [new Decimal('7.6'), '7.6'],
    ['0x10', undefined],
    ['0b11', undefined],
    ['Infinity', undefined],
    ['12,000', undefined],
    ['$5', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [new Decimal(Number.NaN), undefined],
    [true, undefined],
    [null, undefined],
  ])('%s → %s', (value, expected) => {
    expect(toFiniteDecimal(value)?.toString()).toBe(expected);
  });
});
