import type { Decimal } from 'decimal.js';
import type { OrgPricingData } from '../org/org-config.ts';
import { clampDecimal, OfferDecimal } from './offer-decimal.ts';
import { APR_LIMITS } from './offer-limits.ts';

type RateBand = OrgPricingData['rateBands'][number];

/** The band for a credit score: the highest `minScore` the score reaches; undefined below every band. */
export function selectRateBand(creditScore: number, bands: readonly RateBand[]): RateBand | undefined {
  return [...bands].sort((a, b) => b.minScore - a.minScore).find((band) => creditScore >= band.minScore);
}

/** The org's APR range narrowed to CON-002 (an org may be stricter, never looser). */
export function resolveAprLimits(pricing: Pick<OrgPricingData, 'minApr' | 'maxApr'>): {
  min: Decimal;
  max: Decimal;
} {
  const min = OfferDecimal.max(pricing.minApr, APR_LIMITS.min);
  const max = OfferDecimal.min(pricing.maxApr, APR_LIMITS.max);
  return { min: OfferDecimal.min(min, max), max };
}

/** CON-002: an APR held inside the org's range and 7.60–17.20%, at 3 decimals. */
export function clampApr(apr: Decimal.Value, pricing: Pick<OrgPricingData, 'minApr' | 'maxApr'>): Decimal {
  const limits = resolveAprLimits(pricing);
  return clampDecimal(apr, limits.min, limits.max).toDecimalPlaces(3);
}

/**
 * Term premium over the 5-year price, in percentage points: 0.04 per year beyond five
 * (10 → 0.20, 15 → 0.40, 30 → 1.00). Our choice; longer money costs more.
 */
export function calculateTermPremium(termYears: number): Decimal {
  return new OfferDecimal(Math.max(termYears - 5, 0)).times('0.04');
}

/**
 * The APR for a score and term: index + band margin + term premium, clamped (CON-002).
 * Undefined when the score is below every band (a score decline).
 */
export function calculateApr(
  pricing: Pick<OrgPricingData, 'minApr' | 'maxApr' | 'rateBands' | 'indexRate'>,
  creditScore: number,
  termYears: number,
): Decimal | undefined {
  const band = selectRateBand(creditScore, pricing.rateBands);
  if (band === undefined) {
    return undefined;
  }
  const raw = new OfferDecimal(pricing.indexRate).plus(band.margin).plus(calculateTermPremium(termYears));
  return clampApr(raw, pricing);
}
