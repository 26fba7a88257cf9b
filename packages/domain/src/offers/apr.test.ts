import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateApr, calculateTermPremium, clampApr, resolveAprLimits, selectRateBand } from './apr.ts';
import { APR_LIMITS } from './offer-limits.ts';
import { CONSERVATIVE_PRICING, FULL_PRICING } from './test-pricing.ts';

describe('selectRateBand', () => {
  it.each([
    [850, 0.35],
    [760, 0.35],
    [759, 1.25],
    [700, 2.5],
    [640, 4],
    [639, undefined],
  ])('score %s → margin %s', (score, margin) => {
    expect(selectRateBand(score, FULL_PRICING.rateBands)?.margin).toBe(margin);
  });

  it('does not depend on the order the bands are listed in', () => {
    const reversed = [...FULL_PRICING.rateBands].reverse();
    expect(selectRateBand(725, reversed)?.margin).toBe(1.25);
  });
});

describe('calculateApr: index + margin + term premium, clamped (CON-002)', () => {
  it.each([
    // score, term, expected: 7.5 index + margin + 0.04 × (term − 5)
    [780, 5, '7.85'],
    [780, 10, '8.05'],
    [780, 15, '8.25'],
    [780, 30, '8.85'],
    [650, 5, '11.5'],
    [650, 30, '12.5'],
  ])('full pricing, score %s, %s years → %s%%', (score, term, expected) => {
    expect(calculateApr(FULL_PRICING, score, term)?.toString()).toBe(expected);
  });

  it('raises a price under the org minimum to it (conservative: 7.5 + 0.9 = 8.4 → 8.9)', () => {
    expect(calculateApr(CONSERVATIVE_PRICING, 750, 5)?.toString()).toBe('8.9');
  });

  it('holds the ceiling: 20% index prices at 17.2', () => {
    expect(calculateApr({ ...FULL_PRICING, indexRate: 20 }, 700, 30)?.toString()).toBe('17.2');
  });

  it('is undefined below every band (score decline)', () => {
    expect(calculateApr(FULL_PRICING, 600, 10)).toBeUndefined();
  });

  it.each([
    [5, '0'],
    [3, '0'],
    [10, '0.2'],
    [30, '1'],
  ])('term premium for %s years → %s', (term, expected) => {
    expect(calculateTermPremium(term).toString()).toBe(expected);
  });

  it('never lets an org widen CON-002', () => {
    const limits = resolveAprLimits({ minApr: 5, maxApr: 25 });
    expect([limits.min.toNumber(), limits.max.toNumber()]).toEqual([7.6, 17.2]);
  });
});

describe('property: every APR lies within the limits', () => {
  it('for any index, margins, score and term', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.integer({ min: 300, max: 850 }),
        fc.integer({ min: 1, max: 40 }),
        (indexRate, margin, score, term) => {
          const apr = calculateApr(
            { ...FULL_PRICING, indexRate, rateBands: [{ minScore: 300, margin }] },
            score,
            term,
          );
          expect(apr?.toNumber()).toBeGreaterThanOrEqual(APR_LIMITS.min);
          expect(apr?.toNumber()).toBeLessThanOrEqual(APR_LIMITS.max);
        },
      ),
    );
  });

  it('clampApr keeps any value inside the org range', () => {
    fc.assert(
      fc.property(fc.double({ min: -50, max: 50, noNaN: true }), (value) => {
        const apr = clampApr(value, CONSERVATIVE_PRICING).toNumber();
        expect(apr).toBeGreaterThanOrEqual(8.9);
        expect(apr).toBeLessThanOrEqual(17.2);
      }),
    );
  });
});
