import { describe, expect, it } from 'vitest';
import { calculateCltvHeadroom, calculateMaxLineAmount, resolveLineLimits } from './line-limits.ts';
import { FULL_PRICING } from './test-pricing.ts';

describe('CLTV headroom = maxCltv × homeValue − liens', () => {
  it.each([
    [500_000, 200_000, 0.85, '225000'],
    [333_333, 0, 0.85, '283333'],
    [300_000, 300_000, 0.85, '0'],
    [100_000, 0, 0.8, '80000'],
  ])('home %s, liens %s, CLTV %s → %s', (homeValue, existingLienBalance, maxCltv, expected) => {
    expect(calculateCltvHeadroom({ homeValue, existingLienBalance, maxCltv }).toString()).toBe(expected);
  });
});

describe('CON-001 max line amount', () => {
  it.each([
    ['headroom under the max', 500_000, 200_000, 225_000],
    ['capped at 400,000', 2_000_000, 0, 400_000],
    ['exactly the minimum', 100_000, 70_000, 15_000],
    ['below the minimum', 300_000, 250_000, undefined],
  ])('%s', (_case, homeValue, existingLienBalance, expected) => {
    expect(
      calculateMaxLineAmount({ pricing: FULL_PRICING, homeValue, existingLienBalance })?.toNumber(),
    ).toBe(expected);
  });

  it('never lets an org widen 15,000–400,000', () => {
    const limits = resolveLineLimits({ minLineAmount: 1_000, maxLineAmount: 1_000_000 });
    expect([limits.min.toNumber(), limits.max.toNumber()]).toEqual([15_000, 400_000]);
  });
});
