import { describe, expect, it } from 'vitest';
import {
  IN_PROGRESS_STEPS,
  isTerminalStep,
  isWaitingStep,
  SERVER_STEPS,
  TERMINAL_STEPS,
  WAITING_STEPS,
  zServerStep,
} from './server-step.ts';

const NAMED_IN_SPEC = [
  'APP_SUBMISSION',
  'ASSETS_PREQUAL',
  'ATTORNEY_REVIEW',
  'AUTOPAY_ACCOUNT',
  'CANCELLED',
  'CLTV_LIEN_POSITION_REQUALIFY',
  'CO_DEED_REQ',
  'COLLECT_ADDITIONAL_INFO',
  'COMPLETE',
  'CREDIT_ERROR',
  'CREDIT_MINOR',
  'CREDIT_NO_MATCH',
  'CREDIT_NO_MATCH_SSN',
  'DECLINED',
  'DEED_SIGNING',
  'DELINQUENCY_REVIEW',
  'DIRECT_DEBT_PAYOFF',
  'DISBURSEMENT_ACCOUNT',
  'EMPLOYMENT_VERIFICATION',
  'FACTA_REVIEW',
  'FINAL_OFFER',
  'FUNDABLE',
  'FUNDING_DECISION',
  'HARD_CREDIT_LOCKED_OR_FROZEN',
  'HARD_CREDIT_PULL',
  'HMDA',
  'IDENTITY_VERIFICATION',
  'INCOME_VERIFICATION',
  'MANUAL_DEED_SIGNING',
  'MULTIPLE_PROPERTIES',
  'NOTARY_WAITING_PERIOD',
  'NOTE_SIGNING',
  'NO_AVM_FOUND',
  'NO_PROPERTY_FOUND',
  'OFFER_SELECTION',
  'ORDER_FULL_TITLE',
  'PREQUAL_TITLE',
  'PAYOFF_REQUEST_PENDING',
  'RECORDING',
  'RESCISSION',
  'REVISED_OFFER_SELECTION',
  'SOFT_CREDIT_LOCKED_OR_FROZEN',
  'TRUST_AND_INSURANCE',
  'UNKNOWN',
  'VERIFIED_AUTOPAY_ACCOUNT',
  // PRG-045 names the checklist status GEN_RESCISSION
  'GEN_RESCISSION',
  // 000 §4 names these WAITING_FOR_* subjects
  'WAITING_FOR_AVM_DATA',
  'WAITING_FOR_APPLICATION_DISCLOSURE',
  'WAITING_FOR_SUMMARY_DISCLOSURE',
  'WAITING_FOR_ID_VERIFICATION',
  'WAITING_FOR_INITIAL_OFFERS',
  'WAITING_FOR_PRE_SOFT_CREDIT_DISCLOSURE',
  'WAITING_FOR_SOFT_CREDIT',
];

describe('ENM-023 server steps (OP-21)', () => {
  it.each(NAMED_IN_SPEC)('includes %s', (step) => {
    expect(zServerStep.parse(step)).toBe(step);
  });

  it.each([
    'GEN_',
    'LIEN_',
    'NAV_BPO_',
    'NAV_RESI_EVAL_',
    'ONSITE_APPRAISAL_',
    'FINAL_TITLE_',
    'WAITING_FOR_',
  ])('expands the %s family into several steps', (prefix) => {
    expect(SERVER_STEPS.filter((step) => step.startsWith(prefix)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(['ONSITE_APPRAISAL_PAYMENT', 'ONSITE_APPRAISAL_PENDING', 'ONSITE_APPRAISAL_REVIEW'])(
    'has the onsite appraisal step %s the routing table needs',
    (step) => {
      expect(zServerStep.parse(step)).toBe(step);
    },
  );

  it('holds about 90 distinct upper-snake-case values', () => {
    expect(new Set(SERVER_STEPS).size).toBe(SERVER_STEPS.length);
    expect(SERVER_STEPS.length).toBeGreaterThanOrEqual(85);
    expect(SERVER_STEPS.length).toBeLessThanOrEqual(95);
    for (const step of SERVER_STEPS) {
      expect(step).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    }
  });
});

describe('PRG-052 waiting steps', () => {
  it.each([
    ['WAITING_FOR_SOFT_CREDIT', true],
    ['WAITING_FOR_AVM_DATA', true],
    ['GEN_NOTE_SIGNING', true],
    ['HARD_CREDIT_PULL', true],
    ['NOTE_SIGNING', false],
    ['NAV_BPO_PROCESSING', false],
    ['RESCISSION', false],
    ['CANCELLED', false],
    ['WAITING_FOR_SOMETHING_NEW', false],
  ])('%s → %s', (step, expected) => {
    expect(isWaitingStep(step)).toBe(expected);
  });

  it('is every WAITING_FOR step plus the in-progress list, nothing else', () => {
    const prefixed = SERVER_STEPS.filter((step) => step.startsWith('WAITING_FOR'));
    expect([...WAITING_STEPS].sort()).toEqual([...prefixed, ...IN_PROGRESS_STEPS].sort());
  });
});

describe('PRG-056 terminal steps', () => {
  it.each([
    ['CANCELLED', true],
    ['DECLINED', true],
    ['CREDIT_ERROR', true],
    ['CREDIT_NO_MATCH', true],
    ['CREDIT_NO_MATCH_SSN', true],
    ['SOFT_CREDIT_LOCKED_OR_FROZEN', true],
    ['HARD_CREDIT_LOCKED_OR_FROZEN', true],
    ['MULTIPLE_PROPERTIES', true],
    ['NO_PROPERTY_FOUND', true],
    ['ASSETS_PREQUAL', true],
    ['COMPLETE', false],
    ['UNKNOWN', false],
    ['WAITING_FOR_SOFT_CREDIT', false],
  ])('%s → %s', (step, expected) => {
    expect(isTerminalStep(step)).toBe(expected);
  });

  it('never overlaps the waiting steps', () => {
    expect(TERMINAL_STEPS.filter((step) => isWaitingStep(step))).toEqual([]);
  });
});
