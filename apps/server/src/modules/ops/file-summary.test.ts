import { quoteOffer } from '@hearth/domain/offers/offer-quote';
import { TEN_YEAR_FIXED_OFFER, VERIFIED_OFFER_SET } from '@hearth/domain/offers/test-offers';
import { describe, expect, it } from 'vitest';
import type { ApplicationRow } from '../application/application.repository.ts';
import { toOpsFileSummary } from './file-summary.ts';

function row(fields: Partial<ApplicationRow>): ApplicationRow {
  return {
    uuid: '5b0f3c52-8d4e-4d36-9c43-2f1e7f0f6a11',
    loanNumber: '9000001',
    organizationCode: 'hearth',
    serverStep: 'OFFER_SELECTION',
    status: { checklistStatus: 'IN_PROGRESS' },
    isCrypto: false,
    amount: null,
    selectedOffer: null,
    offerSet: null,
    payType: null,
    propertyState: 'OR',
    propertyAddress: null,
    uwCalculatedDrawAmount: null,
    createdDate: new Date('2026-11-01T10:00:00Z'),
    updatedDate: new Date('2026-11-02T10:00:00Z'),
    ...fields,
  } as ApplicationRow;
}

describe('toOpsFileSummary', () => {
  it('names the lender, step and phase, with no amounts before the offers', () => {
    const summary = toOpsFileSummary(row({}));
    expect(summary).toMatchObject({
      loanNumber: '9000001',
      lender: { organizationCode: 'hearth', name: expect.any(String) },
      serverStep: 'OFFER_SELECTION',
      phase: 'OFFERS_AND_UNDERWRITING',
      offer: null,
      amounts: { approvedLineMin: null, approvedLineMax: null, requestedLine: null, initialDraw: null },
    });
  });

  it('quotes the chosen line as the offers page does: approved range, fee, tax and initial draw', () => {
    const summary = toOpsFileSummary(
      row({
        offerSet: VERIFIED_OFFER_SET,
        selectedOffer: {
          type: 'FIXED',
          term: 10,
          amount: '50000.00',
          rate: '9.5000',
          selectedAt: '2026-11-02',
        },
        payType: 'AUTOPAY',
        status: { checklistStatus: 'IN_PROGRESS', uwDecision: 'APPROVED' },
      }),
    );
    const quote = quoteOffer({ offer: TEN_YEAR_FIXED_OFFER, lineAmount: 50_000, feeCap: null, state: 'OR' });
    expect(summary.amounts).toEqual({
      approvedLineMin: 15_000,
      approvedLineMax: 200_000,
      requestedLine: 50_000,
      initialDraw: quote.initialDraw.toNumber(),
      originationFee: quote.originationFee.toNumber(),
      recordingTax: quote.recordingTax.toNumber(),
      underwritingDraw: null,
    });
    expect(summary.offer).toEqual({
      type: 'FIXED',
      term: 10,
      rate: 9.5,
      otherRate: 9.25,
      originationFeePercent: 2,
      payoffPreference: null,
      payType: 'AUTOPAY',
      selectedAt: '2026-11-02',
    });
    expect(summary.decision).toEqual({ uwDecision: 'APPROVED', uwSubDecision: null });
  });

  it('gives an ended file no phase, as the pipeline does', () => {
    expect(toOpsFileSummary(row({ serverStep: 'CANCELLED' })).phase).toBeNull();
  });
});
