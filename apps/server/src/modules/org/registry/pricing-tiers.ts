import type { OrgPricingData } from '@hearth/domain/org/org-config';

/** Pricing inside the spec's limits (001 §9: 15,000–400,000; APR 7.60–17.20%; fee ≤ 4.99%). */
const BANDS = {
  prime: [
    { minScore: 760, margin: 0.35 },
    { minScore: 720, margin: 1.25 },
    { minScore: 680, margin: 2.5 },
    { minScore: 640, margin: 4 },
  ],
  standard: [
    { minScore: 740, margin: 0.9 },
    { minScore: 700, margin: 2 },
    { minScore: 660, margin: 3.5 },
  ],
};

export const PRICING_TIERS = {
  /** The flagship's full range. */
  full: {
    minLineAmount: 15_000,
    maxLineAmount: 400_000,
    minApr: 7.6,
    maxApr: 17.2,
    maxOriginationFeePercent: 4.99,
    maxCltv: 0.85,
    terms: [5, 10, 15, 30],
    autopayDiscountPercent: 0.25,
    rateBands: BANDS.prime,
    indexRate: 7.5,
  },
  prime: {
    minLineAmount: 20_000,
    maxLineAmount: 400_000,
    minApr: 7.6,
    maxApr: 14.9,
    maxOriginationFeePercent: 2.99,
    maxCltv: 0.9,
    terms: [10, 15, 30],
    autopayDiscountPercent: 0.25,
    rateBands: BANDS.prime,
    indexRate: 7.5,
  },
  standard: {
    minLineAmount: 15_000,
    maxLineAmount: 350_000,
    minApr: 8.1,
    maxApr: 16.4,
    maxOriginationFeePercent: 3.99,
    maxCltv: 0.85,
    terms: [5, 10, 15, 30],
    autopayDiscountPercent: 0.25,
    rateBands: BANDS.standard,
    indexRate: 7.5,
  },
  conservative: {
    minLineAmount: 25_000,
    maxLineAmount: 250_000,
    minApr: 8.9,
    maxApr: 17.2,
    maxOriginationFeePercent: 4.99,
    maxCltv: 0.8,
    terms: [5, 10],
    autopayDiscountPercent: 0.5,
    rateBands: BANDS.standard,
    indexRate: 7.5,
  },
} satisfies Record<string, OrgPricingData>;
export type PricingTier = keyof typeof PRICING_TIERS;
