import type { Decimal } from 'decimal.js';
import { type DiscountType, zDiscountType } from '../enums/discount-type.ts';
import type { OrgPricingData } from '../org/org-config.ts';
import { clampApr } from './apr.ts';
import type { OfferDiscount } from './offer.ts';
import { OfferDecimal } from './offer-decimal.ts';

/**
 * Rate reduction in percentage points per member discount (our sandbox table; the org config
 * carries only the autopay size). ALL_IN is every other discount the org lists, combined.
 */
export const MEMBER_DISCOUNT_POINTS: Record<Exclude<DiscountType, 'AUTOPAY' | 'ALL_IN'>, number> = {
  CREDIT_UNION: 0.25,
  DEPARTMENT_OF_COMMERCE_CU: 0.25,
  QUORUM: 0.25,
  TEACHERS_FEDERAL_CU: 0.25,
  VALLEY_STRONG_FFA: 0.5,
  VALLEY_STRONG_NON_FFA: 0.25,
};

/** The discount types an offer carries: AUTOPAY whenever the org prices one, then the org's list, known types only. */
export function resolveDiscountTypes(
  orgDiscountTypes: readonly string[],
  autopayDiscountPercent: number,
): DiscountType[] {
  const listed = orgDiscountTypes.flatMap((type) => {
    const parsed = zDiscountType.safeParse(type);
    return parsed.success ? [parsed.data] : [];
  });
  const withAutopay: DiscountType[] = autopayDiscountPercent > 0 ? ['AUTOPAY', ...listed] : listed;
  return [...new Set(withAutopay)];
}

function discountPoints(type: DiscountType, types: readonly DiscountType[], autopay: number): Decimal {
  if (type === 'AUTOPAY') {
    return new OfferDecimal(autopay);
  }
  if (type === 'ALL_IN') {
    return types
      .filter((other) => other !== 'ALL_IN')
      .reduce<Decimal>((sum, other) => sum.plus(discountPoints(other, types, autopay)), new OfferDecimal(0));
  }
  return new OfferDecimal(MEMBER_DISCOUNT_POINTS[type]);
}

/** OFR-005, OFR-006: one discountList item per discount type, each rate held inside CON-002. */
export function buildDiscountList(
  rate: Decimal.Value,
  types: readonly DiscountType[],
  pricing: Pick<OrgPricingData, 'minApr' | 'maxApr' | 'autopayDiscountPercent'>,
): OfferDiscount[] {
  return types.map((type) => ({
    discount: { type },
    rateWithDiscount: clampApr(
      new OfferDecimal(rate).minus(discountPoints(type, types, pricing.autopayDiscountPercent)),
      pricing,
    ).toNumber(),
  }));
}
