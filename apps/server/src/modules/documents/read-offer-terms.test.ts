import { zOfferSet } from '@hearth/domain/offers/offer-set';
import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../application/application.repository.ts';
import { readOfferTerms } from './read-offer-terms.ts';

const offer = (term: number, type: string, originationFee: number) => ({
  type,
  term,
  rate: 8.25,
  otherRate: 8,
  baseRate: 7.5,
  min: 15000,
  max: 100000,
  minDraw: 14000,
  maxDraw: 97000,
  originationFee,
  discountList: [],
});

const offerSet = zOfferSet.parse({
  offers: [offer(10, 'FIXED', 1.5), offer(30, 'FIXED', 2.5)],
  costs: {
    costs: [{ type: 'RECORDING_FEE', feeType: 'THIRD_PARTY', borrowerPaidAmount: 120, jsCriteria: 'always' }],
    totalPaidByBorrower: 120,
  },
  ofeeMaxThreshold: null,
  maxDtiUnlimited: null,
  incomeRequestRecords: [],
  maxRecordingTax: 0,
  minRecordingTax: 0,
  decision: 'APPROVED',
  subDecision: 'UNVERIFIED_OFFER',
});

function row(fields: Partial<ApplicationRow>): ApplicationRow {
  return {
    amount: null,
    term: null,
    rate: null,
    selectedOffer: null,
    offerSet: null,
    payType: null,
    ...fields,
  } as ApplicationRow;
}

describe('readOfferTerms: the selected offer as documents print it', () => {
  it('is undefined before a selection', () => {
    expect(readOfferTerms(row({}))).toBeUndefined();
  });

  it('takes amount, term and rate from the selection and the rest from the matching offer', () => {
    const terms = readOfferTerms(
      row({
        selectedOffer: { type: 'FIXED', term: 30, amount: '60000.00', rate: '8.2500' },
        offerSet,
        payType: 'AUTOPAY',
        propertyState: 'MD',
      }),
    );
    expect(terms).toEqual({
      type: 'FIXED',
      amount: 60000,
      term: 30,
      rate: 8.25,
      baseRate: 7.5,
      otherRate: 8,
      originationFeePercent: 2.5,
      feeCap: null,
      state: 'MD',
      payType: 'AUTOPAY',
      costs: [{ label: 'County recording fees', amount: 120 }],
    });
  });

  it('falls back to the amount, term and rate columns without a stored offer set', () => {
    expect(readOfferTerms(row({ amount: '85000.00', term: '10', rate: '9.1000' }))).toMatchObject({
      amount: 85000,
      term: 10,
      rate: 9.1,
      originationFeePercent: undefined,
      costs: undefined,
    });
  });
});
