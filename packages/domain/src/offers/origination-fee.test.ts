import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAW_AND_FEE_INPUT_ERROR } from '../format/draw-total.ts';
import {
  calculateOriginationFee,
  capOriginationFeePercent,
  maxOriginationFee,
  splitDrawAndFee,
} from './origination-fee.ts';

describe('OFR-014 origination fee = amount × rate, optional cap', () => {
  it.each<[Decimal.Value, Decimal.Value, number | null | undefined, string]>([
    [15_000, 4.99, undefined, '748.5'],
    [225_000, 4.99, undefined, '11227.5'],
    [49_493, 4.99, undefined, '2469.7'], // 2,469.7007
    [225_000, 4.99, 5_000, '5000'],
    [10_000, 4.99, 5_000, '499'],
    [10_000, 2.99, null, '299'],
    [10_000, 0, undefined, '0'],
    [0, 4.99, undefined, '0'],
    // OFR-018: exact half cents round to even
    [250.5, 1, undefined, '2.5'], // 2.505 → 2.50
    [251.5, 1, undefined, '2.52'], // 2.515 → 2.52
    // CON-003: a rate above 4.99% is charged at 4.99%
    [10_000, 6, undefined, '499'],
  ])('%s at %s%% cap %s → %s', (amount, percent, cap, expected) => {
    expect(calculateOriginationFee(amount, percent, cap).toString()).toBe(expected);
  });

  it.each<[string, unknown, unknown, unknown]>([
    ['negative amount', -1, 1, undefined],
    ['negative rate', 1, -1, undefined],
    ['text amount', 'lots', 1, undefined],
    ['NaN rate', 1, Number.NaN, undefined],
    ['negative cap', 1, 1, -5],
  ])('ERR-015 for %s', (_case, amount, percent, cap) => {
    expect(() =>
      calculateOriginationFee(amount as Decimal.Value, percent as Decimal.Value, cap as Decimal.Value),
    ).toThrow(DRAW_AND_FEE_INPUT_ERROR);
  });

  it.each([
    [6, undefined, '4.99'],
    [3, undefined, '3'],
    [4.99, 2.99, '2.99'],
    [-1, undefined, '0'],
  ])('capOriginationFeePercent(%s, org %s) → %s', (percent, org, expected) => {
    expect(capOriginationFeePercent(percent, org).toString()).toBe(expected);
  });
});

describe('CON-003 on the rounded fee', () => {
  it('4.99% of a draw, rounded down at the cent', () => {
    // 1.00 × 4.99% = 0.0499: half-to-even would charge 0.05, above 4.99%.
    expect(maxOriginationFee(1).toString()).toBe('0.04');
    expect(calculateOriginationFee(1, 4.99).toString()).toBe('0.04');
    expect(calculateOriginationFee(1, 4.5).toString()).toBe('0.04');
  });
});

describe('OFR-013/014/019 splitDrawAndFee: the draw and its fee out of what the line holds', () => {
  it.each<[number, number, number | null, string, string]>([
    // available, fee %, cap → draw, fee
    [89_700, 4.99, null, '85436.71', '4263.29'], // 4,263.29 = 4.99% of 85,436.71
    [51_000, 2, null, '50000', '1000'],
    [51_000, 2, 500, '50500', '500'],
    [51_000, 0, null, '51000', '0'],
    [51_000, 6, null, '48576.06', '2423.94'], // at 4.99%: 2,423.945… rounded down, not to even
  ])('%s at %s percent, cap %s → draw %s, fee %s', (available, percent, cap, draw, fee) => {
    const split = splitDrawAndFee(available, percent, cap);
    expect([split.draw.toString(), split.fee.toString()]).toEqual([draw, fee]);
  });

  it('ERR-015 for a negative amount', () => {
    expect(() => splitDrawAndFee(-1, 2)).toThrow(DRAW_AND_FEE_INPUT_ERROR);
  });
});

describe('property: the fee never exceeds the cap', () => {
  it('≤ 4.99% of the amount and ≤ the dollar cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40_000_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        (amountCents, basisPoints, capCents) => {
          const amount = amountCents / 100;
          const cap = capCents === null ? null : capCents / 100;
          const fee = calculateOriginationFee(amount.toFixed(2), (basisPoints / 100).toFixed(2), cap);
          const ceiling = new Decimal(amount.toFixed(2)).times('0.0499');
          expect(fee.lessThanOrEqualTo(ceiling)).toBe(true);
          if (cap !== null) {
            expect(fee.toNumber()).toBeLessThanOrEqual(cap);
          }
          expect(fee.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
