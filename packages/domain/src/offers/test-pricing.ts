import type { OrgPricingData } from '../org/org-config.ts';

/** Test-only pricing, mirroring the server registry's `full` and `conservative` tiers. */
export const FULL_PRICING: OrgPricingData = {
  minLineAmount: 15_000,
  maxLineAmount: 400_000,
  minApr: 7.6,
  maxApr: 17.2,
  maxOriginationFeePercent: 4.99,
  maxCltv: 0.85,
  terms: [5, 10, 15, 30],
  autopayDiscountPercent: 0.25,
  rateBands: [
    { minScore: 760, margin: 0.35 },
    { minScore: 720, margin: 1.25 },
    { minScore: 680, margin: 2.5 },
    { minScore: 640, margin: 4 },
  ],
  indexRate: 7.5,
};

export const CONSERVATIVE_PRICING: OrgPricingData = {
  minLineAmount: 25_000,
  maxLineAmount: 250_000,
  minApr: 8.9,
  maxApr: 17.2,
  maxOriginationFeePercent: 4.99,
  maxCltv: 0.8,
  terms: [5, 10],
  autopayDiscountPercent: 0.5,
  rateBands: [
    { minScore: 740, margin: 0.9 },
    { minScore: 700, margin: 2 },
    { minScore: 660, margin: 3.5 },
  ],
  indexRate: 7.5,
};
