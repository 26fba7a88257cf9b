import type { OffersView } from '@hearth/domain/journey/offer-selection';
import { TEN_YEAR_FIXED_OFFER } from '@hearth/domain/offers/test-offers';

/** `GET P/offers` for the page tests: two fixed terms, AutoPay priced, one payable credit card. */
export function makeOffersView(overrides: Partial<OffersView> = {}): OffersView {
  return {
    offers: [
      { ...TEN_YEAR_FIXED_OFFER, discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.25 }] },
      {
        type: 'FIXED',
        term: 15,
        rate: 9.75,
        otherRate: 9.5,
        baseRate: 7.5,
        min: 15_000,
        max: 80_000,
        minDraw: 14_705.88,
        maxDraw: 78_431.37,
        originationFee: 2,
        discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: 9.5 }],
      },
    ],
    costs: {
      costs: [
        {
          type: 'VALUATION',
          feeType: 'THIRD_PARTY',
          borrowerPaidAmount: 180,
          jsCriteria: 'hasAvm === false',
        },
      ],
      totalPaidByBorrower: 180,
    },
    ofeeMaxThreshold: null,
    maxDtiUnlimited: null,
    incomeRequestRecords: [],
    maxRecordingTax: 0,
    minRecordingTax: 0,
    decision: 'APPROVED',
    subDecision: 'UNVERIFIED_OFFER',
    liabilities: [
      {
        id: 'L3',
        creditor: 'Sandbox Card Services',
        type: 'REVOLVING',
        monetaryBalance: 20_000,
        monetaryCalculatedNextPaymentMinimumAmount: 400,
        payOff: null,
      },
    ],
    propertyState: 'OR',
    serverStep: 'OFFER_SELECTION',
    ...overrides,
  };
}
