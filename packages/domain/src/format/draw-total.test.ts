import type { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateDrawTotal, DRAW_AND_FEE_INPUT_ERROR } from './draw-total.ts';

describe('OFR-013 calculateDrawTotal', () => {
  it.each<[Decimal.Value, Decimal.Value, string]>([
    [15000, 748.5, '15748.5'],
    [0.1, 0.2, '0.3'],
    [0, 0, '0'],
    ['400000', '19960', '419960'],
    [-0, 0, '0'],
  ])('%s + %s = %s', (amount, fee, expected) => {
    expect(calculateDrawTotal(amount, fee).toString()).toBe(expected);
  });

  it('is exact for cents, unlike float addition', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(1_000_000), (amountCents, feeCents) => {
        const total = calculateDrawTotal((amountCents / 100).toFixed(2), (feeCents / 100).toFixed(2));
        expect(total.times(100).toNumber()).toBe(amountCents + feeCents);
      }),
    );
  });
});

describe('ERR-015 draw amount and fee must be numbers, 0 or more', () => {
  it.each<[string, unknown, unknown]>([
    ['negative amount', -1, 0],
    ['negative fee', 100, -0.01],
    ['NaN amount', Number.NaN, 0],
    ['text fee', 100, 'free'],
    ['missing fee', 100, undefined],
    ['infinite amount', Number.POSITIVE_INFINITY, 0],
  ])('%s', (_case, amount, fee) => {
    expect(() => calculateDrawTotal(amount as Decimal.Value, fee as Decimal.Value)).toThrow(
      DRAW_AND_FEE_INPUT_ERROR,
    );
  });
});
