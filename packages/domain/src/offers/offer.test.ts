import { describe, expect, it } from 'vitest';
import { type Offer, zOffer } from './offer.ts';
import { zOfferSet } from './offer-set.ts';

const offer: Offer = {
  type: 'FIXED',
  term: 10,
  rate: 8.05,
  otherRate: 7.8,
  baseRate: 7.5,
  min: 15_000,
  max: 225_000,
  minDraw: 14_251.5,
  maxDraw: 213_772.5,
  originationFee: 4.99,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 7.8 }],
};

describe('OFR-004/005 zOffer', () => {
  it('accepts a well-formed offer', () => {
    expect(zOffer.parse(offer)).toEqual(offer);
  });

  it.each<[string, Partial<Record<keyof Offer, unknown>>]>([
    ['unknown type', { type: 'BALLOON' }],
    ['min above max', { min: 300_000 }],
    ['minDraw above maxDraw', { minDraw: 300_000 }],
    ['fee above 4.99%', { originationFee: 5 }],
    ['fractional term', { term: 2.5 }],
    ['unknown discount', { discountList: [{ discount: { type: 'LOYALTY' }, rateWithDiscount: 7 }] }],
  ])('refuses %s', (_case, change) => {
    expect(zOffer.safeParse({ ...offer, ...change }).success).toBe(false);
  });
});

describe('OFR-007/008 zOfferSet', () => {
  const set = {
    offers: [offer],
    costs: {
      costs: [{ type: 'VALUATION', feeType: 'THIRD_PARTY', borrowerPaidAmount: 180, jsCriteria: 'x' }],
      totalPaidByBorrower: 180,
    },
    ofeeMaxThreshold: null,
    maxDtiUnlimited: null,
    incomeRequestRecords: [{ methods: ['PLAID_TRANSACTIONS'] }],
    maxRecordingTax: 0,
    minRecordingTax: 0,
    decision: 'APPROVED',
    subDecision: 'UNVERIFIED_OFFER',
  };

  it('accepts a well-formed set', () => {
    expect(zOfferSet.safeParse(set).success).toBe(true);
  });

  it.each([
    ['unknown decision', { decision: 'MAYBE' }],
    ['unknown sub-decision', { subDecision: 'LIMITED' }],
    ['empty methods', { incomeRequestRecords: [{ methods: [] }] }],
  ])('refuses %s', (_case, change) => {
    expect(zOfferSet.safeParse({ ...set, ...change }).success).toBe(false);
  });
});
