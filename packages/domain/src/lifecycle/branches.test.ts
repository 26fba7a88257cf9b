import { describe, expect, it } from 'vitest';
import { SERVER_STEPS } from '../enums/server-step.ts';
import {
  HAPPY_PATH,
  OFFERS_TO_ID_VERIFICATION,
  TITLE_TO_COMPLETE,
  TO_INITIAL_OFFERS,
  TO_OFFERS,
  TO_SOFT_CREDIT,
} from './journey-fixtures.ts';
import { CREATION_STEP } from './step-graph.ts';
import { type JourneyMove, walkJourney } from './test-walk.ts';

/** Branches of the journey beyond the personas, each walked to COMPLETE or to its page's step. */
const BRANCHES: { name: string; moves: JourneyMove[] }[] = [
  {
    name: 'Texas BPO through review to COMPLETE',
    moves: [
      ...TO_OFFERS,
      ...OFFERS_TO_ID_VERIFICATION,
      ['JOB', 'ID_VERIFIED_BPO_REQUIRED', 'NAV_BPO_ORDER_REQUEST'],
      ['BORROWER', 'BPO_ORDERED', 'NAV_BPO_ORDERED'],
      ['PROVIDER', 'BPO_ACCEPTED', 'NAV_BPO_PROCESSING'],
      ['PROVIDER', 'BPO_COMPLETED', 'NAV_BPO_REVIEW'],
      ['OPS', 'VALUATION_APPROVED', 'FINAL_TITLE_ORDER'],
      ...TITLE_TO_COMPLETE,
    ],
  },
  {
    name: 'no AVM: the estimate prices offers, a residential evaluation confirms it',
    moves: [
      ...TO_SOFT_CREDIT,
      ['JOB', 'SOFT_CREDIT_MATCHED', 'WAITING_FOR_AVM_DATA'],
      ['JOB', 'AVM_NOT_FOUND', 'NO_AVM_FOUND'],
      ['BORROWER', 'HOME_VALUE_ESTIMATED', 'WAITING_FOR_INITIAL_OFFERS'],
      ['JOB', 'OFFERS_GENERATED', 'OFFER_SELECTION'],
      ...OFFERS_TO_ID_VERIFICATION,
      ['JOB', 'ID_VERIFIED_RESI_EVAL_REQUIRED', 'NAV_RESI_EVAL_ORDER_REQUEST'],
      ['JOB', 'RESI_EVAL_ORDERED', 'NAV_RESI_EVAL_PROCESSING'],
      ['PROVIDER', 'RESI_EVAL_COMPLETED', 'NAV_RESI_EVAL_REVIEW'],
      ['OPS', 'VALUATION_BELOW_OFFER', 'CLTV_LIEN_POSITION_REQUALIFY'],
      ['BORROWER', 'REQUALIFIED_OFFER_ACCEPTED', 'FINAL_TITLE_ORDER'],
      ...TITLE_TO_COMPLETE,
    ],
  },
  {
    name: 'Limited accepts the income-limited offer and goes on',
    moves: [
      ...TO_INITIAL_OFFERS,
      ['JOB', 'OFFERS_INCOME_LIMITED', 'ASSETS_PREQUAL'],
      ['BORROWER', 'LIMITED_OFFER_ACCEPTED', 'OFFER_SELECTION'],
      ['BORROWER', 'OFFER_SELECTED', 'COLLECT_ADDITIONAL_INFO'],
    ],
  },
  {
    name: 'employment verification, a manual account checked and pending review, manual pay',
    moves: [
      ...TO_OFFERS,
      ...OFFERS_TO_ID_VERIFICATION.slice(0, 10),
      ['JOB', 'EMPLOYMENT_VERIFICATION_NEEDED', 'EMPLOYMENT_VERIFICATION'],
      ['PROVIDER', 'EMPLOYMENT_VERIFIED', 'DISBURSEMENT_ACCOUNT'],
      ['BORROWER', 'DISBURSEMENT_ACCOUNT_ENTERED', 'BANK_ACCOUNT_VERIFICATION'],
      ['JOB', 'BANK_ACCOUNT_PENDING_REVIEW', 'AUTOPAY_ACCOUNT'],
      ['BORROWER', 'MANUAL_PAY_CHOSEN', 'IDENTITY_VERIFICATION'],
    ],
  },
  {
    name: 'payoff and flood certificate before closing, manual notary, direct debt payoff',
    moves: [
      ...TO_OFFERS,
      ...OFFERS_TO_ID_VERIFICATION,
      ['JOB', 'ID_VERIFIED', 'FINAL_TITLE_ORDER'],
      ['JOB', 'TITLE_ORDERED', 'FINAL_TITLE_PROCESSING'],
      ['PROVIDER', 'TITLE_EXCEPTIONS_FOUND', 'FINAL_TITLE_REVIEW'],
      ['OPS', 'PAYOFF_REQUIRED', 'PAYOFF_REQUEST_PENDING'],
      ['PROVIDER', 'PAYOFF_STATEMENT_RECEIVED', 'PAYOFF_VERIFICATION'],
      ['OPS', 'PAYOFF_VERIFIED', 'GEN_CLOSING_DISCLOSURE'],
      ['JOB', 'FLOOD_CERT_PENDING', 'GEN_CLOSING_DISCLOSURE'],
      ['PROVIDER', 'FLOOD_CERT_RECEIVED', 'GEN_CLOSING_DISCLOSURE'],
      ['JOB', 'CLOSING_DISCLOSURE_GENERATED', 'FINAL_OFFER'],
      ['BORROWER', 'FINAL_OFFER_ACCEPTED', 'GEN_NOTE_SIGNING'],
      ['JOB', 'NOTE_GENERATED', 'NOTE_SIGNING'],
      ['BORROWER', 'NOTE_SIGNED', 'CO_DEED_REQ'],
      ['JOB', 'CO_DEEDERS_CONFIRMED', 'GEN_NOTARY_DISCLOSURE'],
      ['JOB', 'NOTARY_DISCLOSURE_GENERATED', 'NOTARY_DISCLOSURE'],
      ['BORROWER', 'NOTARY_DISCLOSURE_ACKNOWLEDGED', 'NOTARY_WAITING_PERIOD'],
      ['JOB', 'NOTARY_WAITING_PERIOD_ENDED', 'GEN_DEED_SIGNING'],
      ['JOB', 'DEED_GENERATED', 'DEED_SIGNING'],
      ['BORROWER', 'MANUAL_NOTARY_REQUESTED', 'MANUAL_DEED_SIGNING'],
      ['PROVIDER', 'NOTARY_COMPLETED', 'TRUST_AND_INSURANCE'],
      ['BORROWER', 'INSURANCE_UPLOADED', 'INSURANCE_REVIEW'],
      ['JOB', 'INSURANCE_VERIFIED', 'GEN_RESCISSION'],
      ['JOB', 'RESCISSION_NOTICE_GENERATED', 'RESCISSION'],
      ['JOB', 'RESCISSION_PERIOD_ENDED', 'GEN_RECORDING'],
      ['JOB', 'RECORDING_PACKAGE_GENERATED', 'RECORDING'],
      ['PROVIDER', 'RECORDED', 'FUNDABLE'],
      ['JOB', 'DIRECT_PAYOFF_REQUIRED', 'DIRECT_DEBT_PAYOFF'],
      ['PROVIDER', 'PAYOFFS_DISBURSED', 'FUNDING_DECISION'],
      ['PROVIDER', 'FUNDED', 'COMPLETE'],
    ],
  },
];

describe('branches', () => {
  it.each(BRANCHES)('$name', ({ moves }) => {
    const visited = walkJourney(CREATION_STEP, moves);
    expect(visited.every((step) => (SERVER_STEPS as readonly string[]).includes(step))).toBe(true);
    expect(visited.at(-1)).toBe(moves.at(-1)?.[2]);
  });

  it('a borrower who rescinds cancels the line before recording', () => {
    const toRescission = HAPPY_PATH.slice(
      0,
      HAPPY_PATH.findIndex(([, event]) => event === 'RESCISSION_PERIOD_ENDED'),
    );
    const visited = walkJourney(CREATION_STEP, [...toRescission, ['BORROWER', 'RESCINDED', 'CANCELLED']]);
    expect(visited.at(-2)).toBe('RESCISSION');
    expect(visited).not.toContain('FUNDABLE');
  });
});
