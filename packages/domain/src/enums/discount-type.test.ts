import { describe, expect, it } from 'vitest';
import { DISCOUNT_TYPES, isCreditUnionDiscount } from './discount-type.ts';

describe('OFR-006 credit-union discounts', () => {
  const ROWS = [
    ['ALL_IN', true],
    ['AUTOPAY', false],
    ['CREDIT_UNION', false],
    ['DEPARTMENT_OF_COMMERCE_CU', true],
    ['QUORUM', true],
    ['TEACHERS_FEDERAL_CU', true],
    ['VALLEY_STRONG_FFA', true],
    ['VALLEY_STRONG_NON_FFA', true],
  ] as const;

  it.each(ROWS)('%s → %s', (type, expected) => {
    expect(isCreditUnionDiscount(type)).toBe(expected);
  });

  it('covers every discount type in the table above', () => {
    expect(ROWS.map(([type]) => type).sort()).toEqual([...DISCOUNT_TYPES].sort());
  });
});
