import { describe, expect, it } from 'vitest';
import * as rule from './derive-rules.ts';
import { buildApp, FULL_PROFILE } from './progress-fixtures.ts';
import type { ProgressApplication, ProgressProfile } from './progress-input.ts';

const soft = { consents: [{ type: 'SOFT_CREDIT' }], selectedPropertyUuid: 'p-1' };

describe('PRG-033 lien info: soft credit consent + dob + name + property', () => {
  it.each([
    ['all present', buildApp(soft), FULL_PROFILE, true],
    [
      'property by state',
      buildApp({ consents: soft.consents, property: { state: 'CA' } }),
      FULL_PROFILE,
      true,
    ],
    ['no consent', buildApp({ selectedPropertyUuid: 'p-1' }), FULL_PROFILE, false],
    ['hard consent only', buildApp({ ...soft, consents: [{ type: 'HARD_CREDIT' }] }), FULL_PROFILE, false],
    ['no dob', buildApp(soft), { ...FULL_PROFILE, dob: null }, false],
    ['no last name', buildApp(soft), { ...FULL_PROFILE, name: { firstName: 'Ada', lastName: ' ' } }, false],
    ['no property', buildApp({ consents: soft.consents }), FULL_PROFILE, false],
    ['no profile', buildApp(soft), null, false],
  ] as const)('%s → %s', (_name, app, profile: ProgressProfile | null, expected) => {
    expect(rule.isLienInfoAvailable(app, profile)).toBe(expected);
  });
});

describe('PRG-034 underwrite: liens complete, or a decision with attestation rules', () => {
  it.each([
    ['liens complete', { liensComplete: true }, true],
    [
      'liens complete even with attestation pending',
      { liensComplete: true, inquiryAttestNeeded: true },
      true,
    ],
    ['decision, no attestation needed', { uwDecision: 'APPROVED' }, true],
    [
      'decision, attestation needed and done',
      { uwDecision: 'APPROVED', inquiryAttestNeeded: true, inquiryAttestComplete: true },
      true,
    ],
    ['decision, attestation needed not done', { uwDecision: 'APPROVED', inquiryAttestNeeded: true }, false],
    ['nothing', {}, false],
    ['liens incomplete, no decision', { liensComplete: false }, false],
  ] as const)('%s → %s', (_name, status, expected) => {
    expect(rule.isUnderwritten(buildApp({}, status))).toBe(expected);
  });
});

describe('PRG-035 asset depletion', () => {
  it.each([
    ['UNVERIFIED_DTI_LIMITED, not done', 'UNVERIFIED_DTI_LIMITED', undefined, true],
    ['UNVERIFIED_DTI_LIMITED, incomplete', 'UNVERIFIED_DTI_LIMITED', false, true],
    ['UNVERIFIED_DTI_LIMITED, complete', 'UNVERIFIED_DTI_LIMITED', true, false],
    ['VERIFIED_DTI_LIMITED', 'VERIFIED_DTI_LIMITED', undefined, false],
  ] as const)('%s → %s', (_name, sub, complete, expected) => {
    const app = buildApp(
      { assetDepletion: complete === undefined ? null : { complete } },
      { uwSubDecision: sub },
    );
    expect(rule.needsAssetDepletion(app)).toBe(expected);
  });
});

describe('PRG-036 product selected: term and amount > 0', () => {
  it.each([
    [10, 50_000, true],
    [0, 50_000, false],
    [10, 0, false],
    [null, 50_000, false],
    [10, null, false],
    [-1, 50_000, false],
  ] as const)('term %s amount %s → %s', (term, amount, expected) => {
    expect(rule.isProductSelected(buildApp({ term, amount }))).toBe(expected);
  });
});

describe('PRG-047 hard credit done', () => {
  const done = { assetDepletion: { complete: true } };
  it.each([
    ['hard credit consent', buildApp({ consents: [{ type: 'HARD_CREDIT' }] }), true],
    ['asset depletion done + decision', buildApp(done, { uwDecision: 'APPROVED' }), true],
    ['asset depletion done, no decision', buildApp(done), false],
    ['asset depletion not done + decision', buildApp({}, { uwDecision: 'APPROVED' }), false],
    [
      'FINAL + VERIFIED_INCOME_MATCHED_OFFER excluded',
      buildApp(done, { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' }),
      false,
    ],
    [
      'FINAL + FINAL_OFFER counts',
      buildApp(done, { uwDecision: 'FINAL', uwSubDecision: 'FINAL_OFFER' }),
      true,
    ],
    [
      'consent wins over the exception',
      buildApp(
        { ...done, consents: [{ type: 'HARD_CREDIT' }] },
        { uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' },
      ),
      true,
    ],
  ] as const)('%s → %s', (_name, app: ProgressApplication, expected) => {
    expect(rule.isHardCreditDone(app)).toBe(expected);
  });
});

describe('PRG-037 profile info added: ownership, SSN, hard credit', () => {
  const hard = buildApp({ consents: [{ type: 'HARD_CREDIT' }] });
  it.each([
    ['all', hard, FULL_PROFILE, true],
    ['no ownership', hard, { ...FULL_PROFILE, addresses: [{ type: 'HOME', ownership: null }] }, false],
    ['no SSN', hard, { ...FULL_PROFILE, hasSsn: false }, false],
    ['no hard credit', buildApp(), FULL_PROFILE, false],
  ] as const)('%s → %s', (_name, app, profile: ProgressProfile, expected) => {
    expect(rule.isProfileInfoAdded(app, profile)).toBe(expected);
  });
});

describe('PRG-039 income verified', () => {
  it.each([
    ['VERIFIED_INCOME_MATCHED_OFFER', true],
    ['FINAL_OFFER', true],
    ['VERIFIED_OFFER', false],
    ['UNVERIFIED_OFFER', false],
  ])('%s → %s', (sub, expected) => {
    expect(rule.isIncomeVerified(buildApp({}, { uwSubDecision: sub }))).toBe(expected);
  });
});

describe('PRG-040 partial income', () => {
  it.each([
    ['pending, salaried', true, false, 'FULL_TIME', true],
    ['pending, no sources', true, undefined, undefined, true],
    ['pending, self-employed', true, false, 'SELF_EMPLOYED', false],
    ['tasks complete', true, true, 'FULL_TIME', false],
    ['not requested', false, false, 'FULL_TIME', false],
  ] as const)('%s → %s', (_name, upload, done, employment, expected) => {
    const app = buildApp(
      { incomeSources: employment ? [{ employmentType: employment }] : [] },
      { manualPaystubUpload: upload, manualPaystubTasksComplete: done },
    );
    expect(rule.isPartialIncome(app)).toBe(expected);
  });
});

describe('PRG-046 bank verification passes', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['VERIFIED', true],
    ['PENDING_REVIEW', true],
    ['FAILED_VERIFICATION', false],
    ['DECLINED', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(rule.isBankVerificationPassing(status)).toBe(expected);
  });

  it.each([
    [{ uuid: 'a' }, 'VERIFIED', true],
    [{ uuid: 'a' }, 'FAILED_VERIFICATION', false],
    [null, 'VERIFIED', false],
  ] as const)('disbursement account %j with %s → %s', (account, status, expected) => {
    expect(
      rule.isDisbursementAccountSet(buildApp({ disburseAccount: account }, { giactAccountStatus: status })),
    ).toBe(expected);
  });
});

describe('PRG-041 BPO escalation: Texas, BPO required/unknown, identity document, bank info', () => {
  const base = {
    property: { state: 'TX' },
    documents: [{ type: 'DRIVERS_LICENSE_FRONT' }],
    disburseAccount: { uuid: 'acct' },
  };
  it.each([
    ['TX + required', base, 'BPO_REQUIRED', true],
    ['TX + unknown', base, 'UNKNOWN_BPO_STATUS', true],
    ['TX + not required', base, 'BPO_NOT_REQUIRED', false],
    ['CA + required', { ...base, property: { state: 'CA' } }, 'BPO_REQUIRED', false],
    ['no identity document', { ...base, documents: [{ type: 'W2' }] }, 'BPO_REQUIRED', false],
    ['no bank info', { ...base, disburseAccount: null }, 'BPO_REQUIRED', false],
  ] as const)('%s → %s', (_name, app, bpo, expected) => {
    expect(rule.isBpoEscalation(buildApp(app, { bpo }))).toBe(expected);
  });
});

describe('PRG-045 finish: checklist GEN_RESCISSION/RESCISSION/RECORDING/FUNDABLE with insurance done', () => {
  it.each([
    ['GEN_RESCISSION', true, true],
    ['RESCISSION', true, true],
    ['RECORDING', true, true],
    ['FUNDABLE', true, true],
    ['FUNDABLE', false, false],
    ['RESCISSION', undefined, false],
    ['NOTE_SIGNING', true, false],
  ] as const)('%s, insurance %s → %s', (checklistStatus, complete, expected) => {
    const app = buildApp({ insurance: complete === undefined ? null : { complete } }, { checklistStatus });
    expect(rule.isFinished(app)).toBe(expected);
  });
});
