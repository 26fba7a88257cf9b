import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUB_DECISIONS } from '../enums/sub-decision.ts';
import { generateOfferSet } from './generate-offer-set.ts';
import { calculateMonthlyPayment } from './monthly-payment.ts';
import { APR_LIMITS, LINE_AMOUNT_LIMITS, MAX_ORIGINATION_FEE_PERCENT } from './offer-limits.ts';
import { zOfferSet } from './offer-set.ts';
import { RECORDING_TAX_STATES } from './recording-tax.ts';
import { FULL_PRICING } from './test-pricing.ts';

const arbInput = fc.record({
  pricing: fc.record({
    minLineAmount: fc.integer({ min: 15_000, max: 50_000 }),
    maxLineAmount: fc.integer({ min: 50_000, max: 400_000 }),
    minApr: fc.double({ min: 7.6, max: 10, noNaN: true }),
    maxApr: fc.double({ min: 10, max: 17.2, noNaN: true }),
    maxOriginationFeePercent: fc.double({ min: 0, max: 4.99, noNaN: true }),
    maxCltv: fc.double({ min: 0.5, max: 0.95, noNaN: true }),
    terms: fc.uniqueArray(fc.constantFrom(5, 10, 15, 20, 30), { minLength: 1 }),
    autopayDiscountPercent: fc.double({ min: 0, max: 1, noNaN: true }),
    rateBands: fc.constant(FULL_PRICING.rateBands),
    indexRate: fc.double({ min: 0, max: 20, noNaN: true }),
  }),
  discountTypes: fc.subarray(['AUTOPAY', 'CREDIT_UNION', 'QUORUM', 'ALL_IN', 'BOGUS']),
  creditScore: fc.integer({ min: 300, max: 850 }),
  homeValue: fc.integer({ min: 50_000, max: 3_000_000 }),
  existingLienBalance: fc.integer({ min: 0, max: 1_500_000 }),
  monthlyDebt: fc.integer({ min: 0, max: 20_000 }),
  monthlyIncome: fc.integer({ min: 0, max: 60_000 }),
  propertyState: fc.constantFrom(...RECORDING_TAX_STATES, 'CA', 'TX'),
  hasAvm: fc.boolean(),
  manualNotary: fc.boolean(),
  subDecision: fc.option(fc.constantFrom(...SUB_DECISIONS), { nil: undefined }),
  originationFeeCap: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }),
});

describe('property: every generated offer set stays inside the spec limits', () => {
  it('schema, CON-001/002/003/007 and the DTI cap', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const { offerSet, declineReasons } = generateOfferSet(input);
        zOfferSet.parse(offerSet);
        expect(offerSet.decision === 'DECLINE').toBe(declineReasons.length > 0);
        expect(offerSet.offers.length === 0).toBe(offerSet.decision === 'DECLINE');
        for (const offer of offerSet.offers) {
          const rates = [
            offer.rate,
            offer.otherRate,
            ...offer.discountList.map((item) => item.rateWithDiscount),
          ];
          for (const rate of rates) {
            expect(rate).toBeGreaterThanOrEqual(APR_LIMITS.min);
            expect(rate).toBeLessThanOrEqual(APR_LIMITS.max);
          }
          expect(offer.min).toBeGreaterThanOrEqual(LINE_AMOUNT_LIMITS.min);
          expect(offer.max).toBeLessThanOrEqual(LINE_AMOUNT_LIMITS.max);
          expect(offer.maxDraw).toBeLessThanOrEqual(offer.max);
          expect(offer.originationFee).toBeLessThanOrEqual(MAX_ORIGINATION_FEE_PERCENT);
          const payment = calculateMonthlyPayment(offer.max, offer.rate, offer.term).toNumber();
          expect(payment + input.monthlyDebt).toBeLessThanOrEqual(input.monthlyIncome * 0.5 + 0.01);
        }
        const maxLine = Math.max(0, ...offerSet.offers.map((offer) => offer.max));
        expect(offerSet.maxRecordingTax).toBeLessThanOrEqual((maxLine * 1_400) / 100_000 + 0.005);
        expect(offerSet.minRecordingTax).toBeLessThanOrEqual(offerSet.maxRecordingTax);
      }),
    );
  });
});
