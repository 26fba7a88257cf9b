import { z } from 'zod';

/** ENM-012 */
export const DISCOUNT_TYPES = [
  'ALL_IN',
  'AUTOPAY',
  'CREDIT_UNION',
  'DEPARTMENT_OF_COMMERCE_CU',
  'QUORUM',
  'TEACHERS_FEDERAL_CU',
  'VALLEY_STRONG_FFA',
  'VALLEY_STRONG_NON_FFA',
] as const;
export const zDiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof zDiscountType>;

/** OFR-006: credit-union discounts are every discount type except AUTOPAY and CREDIT_UNION. */
export function isCreditUnionDiscount(type: DiscountType): boolean {
  return type !== 'AUTOPAY' && type !== 'CREDIT_UNION';
}
