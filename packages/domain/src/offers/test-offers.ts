import type { Offer } from './offer.ts';
import type { OfferSet } from './offer-set.ts';

/**
 * Test-only offer: ten years fixed at 9.5% (9.25% with the discount), lines of 15,000 to 100,000;
 * a 2% fee on the draw, so draws of 15,000 ÷ 1.02 to 100,000 ÷ 1.02.
 */
export const TEN_YEAR_FIXED_OFFER: Offer = {
  type: 'FIXED',
  term: 10,
  rate: 9.5,
  otherRate: 9.25,
  baseRate: 7.5,
  min: 15_000,
  max: 100_000,
  minDraw: 14_705.88,
  maxDraw: 98_039.22,
  originationFee: 2,
  discountList: [],
};

/** Test-only offer set: a verified approval with the ten-year offer widened to a 200,000 line, no costs. */
export const VERIFIED_OFFER_SET: OfferSet = {
  offers: [{ ...TEN_YEAR_FIXED_OFFER, max: 200_000, maxDraw: 196_078.43 }],
  costs: { costs: [], totalPaidByBorrower: 0 },
  ofeeMaxThreshold: null,
  maxDtiUnlimited: null,
  incomeRequestRecords: [],
  maxRecordingTax: 0,
  minRecordingTax: 0,
  decision: 'APPROVED',
  subDecision: 'VERIFIED_OFFER',
};
