import type { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatApr, formatPercent, PERCENT_INPUT_ERROR, toPercentage } from './format-percent.ts';

describe('OFR-023 formatPercent', () => {
  it.each<[Decimal.Value, number | undefined, string]>([
    [7.6, undefined, '7.6%'],
    [7.65, undefined, '7.6%'],
    [7.75, undefined, '7.8%'],
    [4.99, undefined, '5.0%'],
    [7.6, 2, '7.60%'],
    [12, 0, '12%'],
    ['17.2', 3, '17.200%'],
  ])('formatPercent(%s, %s) = %s', (value, decimals, expected) => {
    expect(formatPercent(value, decimals)).toBe(expected);
  });

  it.each<[unknown, unknown]>([
    [Number.NaN, 1],
    ['x', 1],
    [7.6, -1],
    [7.6, 0.5],
  ])('rejects formatPercent(%s, %s)', (value, decimals) => {
    expect(() => formatPercent(value as Decimal.Value, decimals as number)).toThrow(PERCENT_INPUT_ERROR);
  });
});

describe('CON-002 formatApr', () => {
  it.each([
    [7.6, '7.60%'],
    [17.2, '17.20%'],
    [8.125, '8.12%'],
  ])('formatApr(%s) = %s', (value, expected) => {
    expect(formatApr(value)).toBe(expected);
  });
});

describe('OFR-024 toPercentage', () => {
  it.each<[Decimal.Value, number | undefined, number]>([
    [0.076, undefined, 7.6],
    [0.0499, undefined, 4.99],
    [0.0760124, undefined, 7.601],
    [0.076015, undefined, 7.602],
    [0.076025, undefined, 7.602],
    [0.123456, 1, 12.3],
    [1 / 3, undefined, 33.333],
  ])('toPercentage(%s, %s) = %s', (fraction, decimals, expected) => {
    expect(toPercentage(fraction, decimals)).toBe(expected);
  });

  it('rejects a non-number', () => {
    expect(() => toPercentage('ten')).toThrow(PERCENT_INPUT_ERROR);
  });
});
