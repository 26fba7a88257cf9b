import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '../enums/server-step.ts';
import { buildProgressIndicator } from './progress-indicator.ts';
import type { ProgressApplication } from './progress-input.ts';
import { pageForServerStep } from './step-page.ts';
import { getProgressStageOfStep } from './step-stage.ts';

/** The indicator step the borrower sees as current at `step` (PRG-049 labels). */
function currentLabel(step: string, manualNotary = false): string | undefined {
  const stage = getProgressStageOfStep(step, manualNotary);
  if (!stage) {
    return undefined;
  }
  const steps = buildProgressIndicator(stage, manualNotary);
  return steps.find((item) => item.status === 'current')?.label ?? 'all complete';
}

/**
 * Every page of the signed-in journey a server step opens (000 §4 table) and the indicator step it
 * belongs to (PRG-048/049/050). A page that is not listed here is a failure of the test below.
 */
const TRACKER_STEP_OF_PAGE: Record<string, string> = {
  'credit/social': 'Basic Info',
  'credit/error': 'Basic Info',
  'review-app/no-credit': 'Basic Info',
  'review-app/property': 'Basic Info',
  'review-app/delinquency': 'Basic Info',
  'error/decline': 'Basic Info',
  'error/timeout': 'Basic Info',
  liens: 'Basic Info',
  'bpo/estimate-value': 'Basic Info',
  'product/select': 'Select Offer',
  'product/assets': 'Select Offer',
  'start/contact': 'Provide More Info',
  'start/hmda': 'Provide More Info',
  'start/app-summary': 'Provide More Info',
  'income/review': 'Link Income Sources',
  'income/employer-verification': 'Link Income Sources',
  'bank/disburse': 'Link Income Sources',
  'bank/autopay': 'Link Income Sources',
  identity: 'Verify Identity',
  'bpo/hold': 'Verify Identity',
  'bpo/order-bpo': 'Verify Identity',
  'bpo/condition': 'Verify Identity',
  hold: 'Verify Identity',
  'payoff/hold': 'Verify Identity',
  'product/prequal-winback': 'Verify Identity',
  'review-app/signdocs': 'Sign Documents',
  'signing/intro': 'Sign Documents',
  'signing/additional': 'Sign Documents',
  'notary/intro': 'Talk to eNotary',
  'notary/reserve-manual': 'Talk to eNotary',
  complete: 'all complete',
};

/** Pages a step opens in only some cases: the home-value estimate before the offers, the BPO later. */
const STEP_OVERRIDES: Record<string, string> = {
  NAV_RESI_EVAL_ESTIMATE: 'Verify Identity',
  ONSITE_APPRAISAL_REVIEW: 'Verify Identity',
  PAYOFF_REVIEW: 'Verify Identity',
  PAYOFF_VERIFICATION: 'Verify Identity',
  PREQUAL_TITLE: 'Basic Info',
  ORDER_FULL_TITLE: 'Basic Info',
  HARD_CREDIT_LOCKED_OR_FROZEN: 'Provide More Info',
};

/** Steps with no page of their own (waiting, or the client state decides): the work they do. */
const STEPS_WITHOUT_PAGE: Record<string, string> = {
  WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE: 'Basic Info',
  WAITING_FOR_SOFT_CREDIT: 'Basic Info',
  SOFT_CREDIT_PULL: 'Basic Info',
  WAITING_FOR_AVM_DATA: 'Basic Info',
  FRAUD_REVIEW: 'Verify Identity',
  UNDERWRITING_REVIEW: 'Basic Info',
  LIEN_POSITION_REVIEW: 'Basic Info',
  LIEN_ATTESTATION: 'Verify Identity',
  WAITING_FOR_INITIAL_OFFERS: 'Basic Info',
  GEN_APPLICATION_DISCLOSURE: 'Provide More Info',
  WAITING_FOR_APPLICATION_DISCLOSURE: 'Provide More Info',
  GEN_SUMMARY_DISCLOSURE: 'Provide More Info',
  WAITING_FOR_SUMMARY_DISCLOSURE: 'Provide More Info',
  HARD_CREDIT_PULL: 'Provide More Info',
  WAITING_FOR_ID_VERIFICATION: 'Verify Identity',
  DOCUMENT_REQUEST: 'Link Income Sources',
  BANK_ACCOUNT_VERIFICATION: 'Link Income Sources',
  MERCHANT_REVIEW: 'Verify Identity',
  ONSITE_APPRAISAL_SCHEDULED: 'Verify Identity',
  TRUST_AND_INSURANCE: 'Talk to eNotary',
  INSURANCE_REVIEW: 'Talk to eNotary',
  GEN_NOTARY_DISCLOSURE: 'Talk to eNotary',
  GEN_DEED_SIGNING: 'Talk to eNotary',
  E_NOTARY_SESSION: 'Talk to eNotary',
  COMPLETE: 'all complete',
  CANCELLED: 'Basic Info',
};

const APPLICATION: ProgressApplication = { uuid: 'x', status: { checklistStatus: 'IN_PROGRESS' } };

function expectedLabel(step: string): string | undefined {
  const target = pageForServerStep(step, APPLICATION);
  if (STEP_OVERRIDES[step]) {
    return STEP_OVERRIDES[step];
  }
  if (target?.kind === 'page') {
    return TRACKER_STEP_OF_PAGE[target.page];
  }
  return STEPS_WITHOUT_PAGE[step];
}

describe('PRG-048/049/050: the progress indicator follows the server step, page by page', () => {
  it.each(SERVER_STEPS.map((step) => [step, expectedLabel(step) ?? 'no row in the tables']))(
    '%s → %s',
    (step, label) => {
      expect(currentLabel(step)).toBe(label);
    },
  );

  it('the happy path never goes back and passes every indicator step in order', () => {
    const path = [
      'OFFER_SELECTION',
      'HMDA',
      'INCOME_VERIFICATION',
      'AUTOPAY_ACCOUNT',
      'IDENTITY_VERIFICATION',
      'FINAL_TITLE_PROCESSING',
      'FINAL_OFFER',
      'NOTE_SIGNING',
      'DEED_SIGNING',
      'TRUST_AND_INSURANCE',
      'RESCISSION',
    ];
    const indexes = path.map((step) => {
      const steps = buildProgressIndicator(getProgressStageOfStep(step) ?? 'INITIAL');
      const current = steps.findIndex((item) => item.status === 'current');
      return current === -1 ? steps.length : current;
    });
    expect(indexes).toEqual([1, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
  });

  it('the notary step is named by the manual-notary choice', () => {
    expect(currentLabel('MANUAL_DEED_SIGNING', true)).toBe('Schedule Notary Session');
    expect(currentLabel('DEED_SIGNING', false)).toBe('Talk to eNotary');
  });

  it('a value that is not a server step leaves the choice to the client state', () => {
    expect(getProgressStageOfStep('NOT_A_STEP')).toBeUndefined();
    expect(getProgressStageOfStep(undefined)).toBeUndefined();
  });
});
