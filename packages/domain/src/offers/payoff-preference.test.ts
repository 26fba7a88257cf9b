import { describe, expect, it } from 'vitest';
import { adjustSliderForPayoff, type PayoffPreference } from './payoff-preference.ts';

describe('OFR-020 slider bounds by payoff preference (OP-29)', () => {
  it.each<[PayoffPreference, number, [number, number], string, boolean]>([
    ['PRESERVE', 0, [15_000, 200_000], 'DRAW', true],
    ['PRESERVE', 10_000, [15_000, 200_000], 'DRAW', true],
    ['PRESERVE', 40_000, [40_000, 200_000], 'DRAW', true],
    ['DEDUCT', 0, [15_000, 200_000], 'CASH_AFTER_PAYOFF', true],
    ['DEDUCT', 10_000, [5_000, 190_000], 'CASH_AFTER_PAYOFF', true],
    ['DEDUCT', 40_000, [0, 160_000], 'CASH_AFTER_PAYOFF', true],
    ['MAXIMIZE', 0, [200_000, 200_000], 'DRAW', true],
    ['MAXIMIZE', 40_000, [200_000, 200_000], 'DRAW', true],
    ['PRESERVE', 250_000, [200_000, 200_000], 'DRAW', false],
    ['DEDUCT', 250_000, [200_000, 200_000], 'DRAW', false],
  ])('%s with payoff %s → %j (%s, covers %s)', (preference, payoff, [min, max], shows, coversPayoff) => {
    const bounds = adjustSliderForPayoff({ minDraw: 15_000, maxDraw: 200_000, payoff, preference });
    expect([bounds.min.toNumber(), bounds.max.toNumber(), bounds.shows, bounds.coversPayoff]).toEqual([
      min,
      max,
      shows,
      coversPayoff,
    ]);
  });

  it('treats a negative payoff as none', () => {
    const bounds = adjustSliderForPayoff({
      minDraw: 15_000,
      maxDraw: 200_000,
      payoff: -5,
      preference: 'DEDUCT',
    });
    expect([bounds.min.toNumber(), bounds.max.toNumber()]).toEqual([15_000, 200_000]);
  });
});
