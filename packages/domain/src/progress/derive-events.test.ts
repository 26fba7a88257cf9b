import { describe, expect, it } from 'vitest';
import type { ClientState } from './client-states.ts';
import { deriveClientState, deriveEvents } from './derive-events.ts';
import { AFTER_SUMMARY, buildApp, buildInput, FULL_PROFILE, JOURNEY } from './progress-fixtures.ts';
import type { ProgressApplication, ProgressStatus } from './progress-input.ts';

const withStatus = (app: ProgressApplication, status: ProgressStatus, extra: ProgressApplication = {}) =>
  buildApp({ ...app, ...extra }, { ...app.status, ...status });

const incomeVerified = withStatus(AFTER_SUMMARY, { uwSubDecision: 'FINAL_OFFER' });
const bankSet = withStatus(incomeVerified, {}, { disburseAccount: { uuid: 'acct' } });
const idUploaded = withStatus(bankSet, {}, { documents: [{ type: 'PASSPORT_FRONT' }] });
const noteSigned = withStatus(idUploaded, { disclosures: { summaryComplete: true, closingComplete: true } });
const coDeeded = withStatus(noteSigned, {}, { coDeedStatus: 'COMPLETE' });
const notarySigned = withStatus(coDeeded, {
  disclosures: { summaryComplete: true, closingComplete: true, notaryComplete: true },
});

const JOURNEY_ROWS = [
  ['empty application', buildApp(), 'profile'],
  ['PRG-033 lien info', JOURNEY.lienInfo, 'liens'],
  ['PRG-034 liens complete', JOURNEY.underwritten, 'product'],
  ['PRG-034 decision without liens', withStatus(buildApp(), { uwDecision: 'APPROVED' }), 'product'],
  [
    'PRG-034 attestation pending',
    withStatus(JOURNEY.lienInfo, { uwDecision: 'APPROVED', inquiryAttestNeeded: true }),
    'liens',
  ],
  [
    'PRG-035 asset depletion',
    withStatus(JOURNEY.underwritten, { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }),
    'assetDepletion',
  ],
  ['PRG-036 product selected', JOURNEY.productSelected, 'moreProfile'],
  ['PRG-037 profile info added', JOURNEY.moreProfile, 'hmda'],
  ['hasHmda', JOURNEY.hmda, 'waitSummary'],
  ['PRG-038 summary ready', withStatus(JOURNEY.hmda, { disclosures: { summaryReady: true } }), 'appSummary'],
  ['PRG-038 summary signed', AFTER_SUMMARY, 'incomeReview'],
  ['PRG-039 income verified (FINAL_OFFER)', incomeVerified, 'ach'],
  [
    'PRG-039 income verified (matched)',
    withStatus(AFTER_SUMMARY, { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }),
    'ach',
  ],
  ['PRG-040 partial income', withStatus(AFTER_SUMMARY, { manualPaystubUpload: true }), 'manualPaystubUpload'],
  [
    'PRG-040 self-employed',
    withStatus(
      AFTER_SUMMARY,
      { manualPaystubUpload: true },
      { incomeSources: [{ employmentType: 'SELF_EMPLOYED' }] },
    ),
    'incomeReview',
  ],
  ['PRG-014 bank set', bankSet, 'docVerify'],
  ['PRG-046 bank failed', withStatus(bankSet, { giactAccountStatus: 'FAILED_VERIFICATION' }), 'ach'],
  ['PRG-046 bank pending review', withStatus(bankSet, { giactAccountStatus: 'PENDING_REVIEW' }), 'docVerify'],
  ['PRG-042 identity uploaded', idUploaded, 'waitSign'],
  [
    'PRG-041 Texas BPO escalation',
    withStatus(idUploaded, { bpo: 'BPO_REQUIRED' }, { property: { state: 'TX' } }),
    'bpo',
  ],
  [
    'PRG-041 Texas BPO not required',
    withStatus(idUploaded, { bpo: 'BPO_NOT_REQUIRED' }, { property: { state: 'TX' } }),
    'waitSign',
  ],
  [
    'PRG-043 closing ready',
    withStatus(idUploaded, { disclosures: { summaryComplete: true, closingReady: true } }),
    'sign',
  ],
  ['PRG-043 note signed', noteSigned, 'codeed'],
  ['PRG-044 co-deed complete', coDeeded, 'waitNotary'],
  [
    'notary ready',
    withStatus(coDeeded, { disclosures: { summaryComplete: true, notaryReady: true } }),
    'notary',
  ],
  ['e-notary signed', notarySigned, 'insurance'],
  ['manual notary signed', withStatus(coDeeded, { manualDeedSigningComplete: true }), 'insurance'],
  ['insurance done', withStatus(notarySigned, {}, { insurance: { complete: true } }), 'waitFund'],
  [
    'PRG-045 finish from anywhere',
    withStatus(JOURNEY.lienInfo, { checklistStatus: 'RECORDING' }, { insurance: { complete: true } }),
    'waitFund',
  ],
  [
    'PRG-045 no finish without insurance',
    withStatus(JOURNEY.lienInfo, { checklistStatus: 'RECORDING' }),
    'liens',
  ],
  [
    'funded',
    withStatus(notarySigned, { checklistStatus: 'COMPLETE' }, { insurance: { complete: true } }),
    'complete',
  ],
  [
    'employment verification',
    withStatus(AFTER_SUMMARY, { employmentVerificationNeeded: true }),
    'emplVerify',
  ],
  ['datatree no match', withStatus(JOURNEY.lienInfo, { datatreeNoMatch: true }), 'datatreeError'],
  ['DTI decline', withStatus(JOURNEY.underwritten, { dtiDecline: true }), 'dtiDeclined'],
  [
    'credit score decline',
    withStatus(JOURNEY.underwritten, { creditScoreDecline: true }),
    'creditScoreDeclined',
  ],
  ['PRG-030 decline decision', withStatus(JOURNEY.underwritten, { uwDecision: 'DECLINE' }), 'declined'],
  ['PRG-030 inactive', withStatus(JOURNEY.productSelected, {}, { active: false }), 'declined'],
] as const;

describe('deriveClientState over the journey (PRG-033…046)', () => {
  const rows = JOURNEY_ROWS.map(([name, application, expected]) => [name, expected, application] as const);
  it.each(rows)('%s → %s', (_name, expected: ClientState, application: ProgressApplication) => {
    expect(deriveClientState({ application, profile: FULL_PROFILE })).toBe(expected);
  });

  it('stays on profile without a profile (no dob or name for PRG-033)', () => {
    expect(deriveClientState({ application: JOURNEY.lienInfo, profile: null })).toBe('profile');
  });
});

describe('deriveEvents', () => {
  it('lists the events in journey order', () => {
    const events = deriveEvents(buildInput({ ...JOURNEY.productSelected }, { liensComplete: true }));
    expect(events.map((event) => event.type)).toEqual(['LIEN_INFO', 'UNDERWRITE', 'PRODUCT_SELECTED']);
  });

  it('emits escalation instead of identity documents uploaded (PRG-041/042)', () => {
    const app = withStatus(idUploaded, { bpo: 'UNKNOWN_BPO_STATUS' }, { property: { state: 'TX' } });
    const types = deriveEvents({ application: app, profile: FULL_PROFILE }).map((event) => event.type);
    expect(types).toContain('ESCALATION');
    expect(types).not.toContain('IDENTITY_DOCUMENTS_UPLOADED');
  });
});
