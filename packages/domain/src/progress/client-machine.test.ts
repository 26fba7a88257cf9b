import { describe, expect, it } from 'vitest';
import { getInitialSnapshot } from 'xstate';
import { CLIENT_EVENT_TYPES, type ClientEventType } from './client-events.ts';
import { getClientMachine } from './client-machine.ts';
import { CLIENT_STATES, type ClientState } from './client-states.ts';
import { runClientEvents } from './run-client-machine.ts';

type Row = readonly [
  id: string,
  from: readonly ClientState[] | 'any',
  event: ClientEventType,
  to: ClientState,
];

/** 000 §4 "Transitions", row by row (written out independently of the machine config). */
const TRANSITIONS: readonly Row[] = [
  ['PRG-003', ['profile', 'liens', 'product'], 'SOFT_CREDIT_NO_MATCH', 'ssnCredit'],
  ['PRG-004', 'any', 'CREDIT_LOCKED_OR_FROZEN', 'errorCredit'],
  ['PRG-005', 'any', 'INCORRECT_PIN', 'incorrectPin'],
  ['PRG-005', 'any', 'NO_CREDIT', 'noCredit'],
  ['PRG-005', 'any', 'NO_PROPERTY', 'noProperty'],
  ['PRG-005', 'any', 'DATATREE_ERROR', 'datatreeError'],
  ['PRG-006', ['profile'], 'REPULL', 'product'],
  ['PRG-007', ['profile'], 'LIEN_INFO', 'liens'],
  ['PRG-008', 'any', 'UNDERWRITE', 'product'],
  ['PRG-009', ['product'], 'ASSET_DEPLETION', 'assetDepletion'],
  ['PRG-010', ['product'], 'PRODUCT_SELECTED', 'moreProfile'],
  ['PRG-011', ['moreProfile'], 'PROFILE_INFO_ADDED', 'hmda'],
  ['PRG-011', ['hmda'], 'HMDA_ADDED', 'waitSummary'],
  ['PRG-011', ['waitSummary'], 'SUMMARY_SIGNING', 'appSummary'],
  ['PRG-012', ['appSummary'], 'SUMMARY_SIGNED', 'incomeReview'],
  ['PRG-013', ['incomeReview'], 'INCOME_VERIFIED', 'ach'],
  ['PRG-014', ['ach', 'autopay'], 'DISBURSEMENT_ACCOUNT_SET', 'docVerify'],
  ['PRG-015', ['docVerify'], 'IDENTITY_DOCUMENTS_UPLOADED', 'waitSign'],
  ['PRG-016', ['docVerify', 'incomeReview'], 'ESCALATION', 'bpo'],
  ['PRG-017', 'any', 'BPO_PROCESSING', 'bpoProcessing'],
  ['PRG-018', 'any', 'IDENTITY_REUPLOAD', 'docVerify'],
  ['PRG-018', 'any', 'MANUAL_PAY', 'docVerify'],
  ['PRG-019', 'any', 'DOCUMENT_REQUEST', 'documents'],
  ['PRG-020', 'any', 'PARTIAL_INCOME', 'manualPaystubUpload'],
  ['PRG-021', 'any', 'MANUAL_DISBURSE_SETUP', 'autopay'],
  ['PRG-022', 'any', 'MERCHANT_REVIEWED', 'lienAttestation'],
  ['PRG-023', 'any', 'LIEN_ATTESTED', 'waitSign'],
  ['PRG-024', 'any', 'EMPLOYMENT_VERIFICATION', 'emplVerify'],
  ['PRG-025', ['waitSign'], 'NOTE_SIGNING', 'sign'],
  ['PRG-026', ['sign'], 'NOTE_SIGNED', 'codeed'],
  ['PRG-026', ['codeed'], 'CODEED_CONFIRMED', 'waitNotary'],
  ['PRG-027', 'any', 'DEED_SIGNING', 'notary'],
  ['PRG-028', ['notary'], 'ENOTARY_SIGNED', 'insurance'],
  ['PRG-028', ['notary'], 'MANUAL_NOTARY_SIGNED', 'insurance'],
  ['PRG-029', ['insurance'], 'INSURANCE_DONE', 'waitFund'],
  ['PRG-029', 'any', 'FINISH', 'waitFund'],
  ['PRG-030', 'any', 'INACTIVE', 'declined'],
  ['PRG-030', 'any', 'DECLINE', 'declined'],
  ['PRG-031', 'any', 'DTI_DECLINE', 'dtiDeclined'],
  ['PRG-031', 'any', 'CREDIT_SCORE_DECLINE', 'creditScoreDeclined'],
  ['PRG-031', 'any', 'DELINQUENCY', 'delinquency'],
  ['PRG-032', 'any', 'FUNDED', 'complete'],
  ['OP-35', 'any', 'UW_REVIEW', 'uwReview'],
  ['OP-35', 'any', 'MERCHANT_REVIEW', 'waitMerchant'],
  ['OP-35', 'any', 'MANUAL_AUTOPAY', 'manualAutopay'],
];

const sources = (from: Row[1]): readonly ClientState[] => (from === 'any' ? CLIENT_STATES : from);

describe('client machine states (PRG-001, PRG-002)', () => {
  it('starts in profile', () => {
    expect(getInitialSnapshot(getClientMachine()).value).toBe('profile');
  });

  it('has exactly the 39 client states of 000 §4', () => {
    expect(Object.keys(getClientMachine().root.states).sort()).toEqual([...CLIENT_STATES].sort());
    expect(CLIENT_STATES).toHaveLength(39);
  });
});

describe('client machine transitions (PRG-003…032)', () => {
  const cases = TRANSITIONS.flatMap(([id, from, event, to]) =>
    sources(from).map((source) => [id, source, event, to] as const),
  );

  it.each(cases)('%s: %s --%s--> %s', (_id, from, event, to) => {
    expect(runClientEvents([{ type: event }], from)).toBe(to);
  });

  const scoped = TRANSITIONS.filter(([, from]) => from !== 'any');
  const ignored = scoped.flatMap(([id, from, event]) =>
    CLIENT_STATES.filter((state) => !sources(from).includes(state) && !acceptsElsewhere(state, event)).map(
      (state) => [id, state, event] as const,
    ),
  );

  it('has rows: both tables are derived, and an empty one would check nothing', () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(ignored.length).toBeGreaterThan(0);
  });

  it.each(ignored)('%s: %s ignores %s', (_id, state, event) => {
    expect(runClientEvents([{ type: event }], state)).toBe(state);
  });

  it('covers every event type with at least one row', () => {
    const covered = new Set(TRANSITIONS.map(([, , event]) => event));
    expect(CLIENT_EVENT_TYPES.filter((event) => !covered.has(event))).toEqual([]);
  });

  it('walks the happy path from profile to complete', () => {
    const path: ClientEventType[] = [
      'LIEN_INFO',
      'UNDERWRITE',
      'PRODUCT_SELECTED',
      'PROFILE_INFO_ADDED',
      'HMDA_ADDED',
      'SUMMARY_SIGNING',
      'SUMMARY_SIGNED',
      'INCOME_VERIFIED',
      'DISBURSEMENT_ACCOUNT_SET',
      'IDENTITY_DOCUMENTS_UPLOADED',
      'NOTE_SIGNING',
      'NOTE_SIGNED',
      'CODEED_CONFIRMED',
      'DEED_SIGNING',
      'ENOTARY_SIGNED',
      'INSURANCE_DONE',
      'FUNDED',
    ];
    expect(runClientEvents(path.map((type) => ({ type })))).toBe('complete');
  });
});

/** An event scoped to several rows (e.g. ESCALATION) is accepted by every source of any of its rows. */
function acceptsElsewhere(state: ClientState, event: ClientEventType): boolean {
  return TRANSITIONS.some(([, from, ev]) => ev === event && sources(from).includes(state));
}
