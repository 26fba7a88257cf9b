import type { Decimal } from 'decimal.js';
import type { OrgPricingData } from '../org/org-config.ts';
import { floorToDollars, OfferDecimal } from './offer-decimal.ts';
import { LINE_AMOUNT_LIMITS } from './offer-limits.ts';

/** The org's line range narrowed to CON-001 (an org may be stricter, never looser). */
export function resolveLineLimits(pricing: Pick<OrgPricingData, 'minLineAmount' | 'maxLineAmount'>): {
  min: Decimal;
  max: Decimal;
} {
  return {
    min: OfferDecimal.max(pricing.minLineAmount, LINE_AMOUNT_LIMITS.min),
    max: OfferDecimal.min(pricing.maxLineAmount, LINE_AMOUNT_LIMITS.max),
  };
}

/** Equity headroom: maxCltv × homeValue − existing liens, whole dollars down, never negative. */
export function calculateCltvHeadroom(input: {
  homeValue: Decimal.Value;
  existingLienBalance: Decimal.Value;
  maxCltv: Decimal.Value;
}): Decimal {
  const headroom = new OfferDecimal(input.maxCltv).times(input.homeValue).minus(input.existingLienBalance);
  return floorToDollars(OfferDecimal.max(headroom, 0));
}

/**
 * CON-001: the largest line before any DTI cap — the CLTV headroom held under the line maximum.
 * Undefined when it falls below the line minimum (not enough equity).
 */
export function calculateMaxLineAmount(input: {
  pricing: Pick<OrgPricingData, 'minLineAmount' | 'maxLineAmount' | 'maxCltv'>;
  homeValue: Decimal.Value;
  existingLienBalance: Decimal.Value;
}): Decimal | undefined {
  const limits = resolveLineLimits(input.pricing);
  const headroom = calculateCltvHeadroom({ ...input, maxCltv: input.pricing.maxCltv });
  const max = OfferDecimal.min(headroom, limits.max);
  return max.lessThan(limits.min) ? undefined : max;
}
