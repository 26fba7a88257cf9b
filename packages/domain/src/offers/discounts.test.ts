import { describe, expect, it } from 'vitest';
import type { DiscountType } from '../enums/discount-type.ts';
import { buildDiscountList, resolveDiscountTypes } from './discounts.ts';
import { CONSERVATIVE_PRICING, FULL_PRICING } from './test-pricing.ts';

describe('resolveDiscountTypes', () => {
  it.each<[string[], number, DiscountType[]]>([
    [['AUTOPAY'], 0.25, ['AUTOPAY']],
    [[], 0.25, ['AUTOPAY']],
    [
      ['AUTOPAY', 'CREDIT_UNION', 'TEACHERS_FEDERAL_CU'],
      0.25,
      ['AUTOPAY', 'CREDIT_UNION', 'TEACHERS_FEDERAL_CU'],
    ],
    [['QUORUM', 'BOGUS'], 0.25, ['AUTOPAY', 'QUORUM']],
    [[], 0, []],
  ])('%j with autopay %s → %j', (listed, autopay, expected) => {
    expect(resolveDiscountTypes(listed, autopay)).toEqual(expected);
  });
});

describe('OFR-005 discountList', () => {
  it('autopay and credit-union discounts, each off the offer rate', () => {
    expect(buildDiscountList(8.85, ['AUTOPAY', 'CREDIT_UNION', 'VALLEY_STRONG_FFA'], FULL_PRICING)).toEqual([
      { discount: { type: 'AUTOPAY' }, rateWithDiscount: 8.6 },
      { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: 8.6 },
      { discount: { type: 'VALLEY_STRONG_FFA' }, rateWithDiscount: 8.35 },
    ]);
  });

  it('ALL_IN combines every other listed discount', () => {
    const list = buildDiscountList(9, ['AUTOPAY', 'QUORUM', 'ALL_IN'], FULL_PRICING);
    expect(list.at(-1)).toEqual({ discount: { type: 'ALL_IN' }, rateWithDiscount: 8.5 });
  });

  it.each([
    [7.7, FULL_PRICING, 7.6],
    [9, CONSERVATIVE_PRICING, 8.9],
  ])('CON-002: %s less autopay never drops below the floor', (rate, pricing, expected) => {
    expect(buildDiscountList(rate, ['AUTOPAY'], pricing)[0]?.rateWithDiscount).toBe(expected);
  });
});
