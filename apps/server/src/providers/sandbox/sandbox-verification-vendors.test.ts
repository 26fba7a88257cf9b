import { describe, expect, it } from 'vitest';
import type { ProviderCallback } from '../closing-vendor-providers.ts';
import { createSandboxBankVerification } from './sandbox-bank-verification.ts';
import { createSandboxClosingVendors } from './sandbox-closing-vendors.ts';
import { createSandboxIdentityVerification } from './sandbox-identity-verification.ts';
import { createSandboxIncome } from './sandbox-income.ts';

const address = { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' };
const applicant = (lastName: string) => ({ firstName: 'Ada', lastName, address });
const income = createSandboxIncome();

describe('sandbox income', () => {
  it.each([
    ['user_good', 'pass_good', true],
    ['user_bad', 'pass_good', false],
    ['user_good', 'wrong', false],
  ])('bank link %s / %s → ok %s', async (username, password, ok) => {
    const result = await income.linkBank({
      applicant: applicant('Lovelace'),
      institutionId: 'ins_sandbox_harbor',
      username,
      password,
    });
    expect(result.ok).toBe(ok);
    if (!result.ok) {
      expect(result.reason).toBe('INVALID_CREDENTIALS');
    } else {
      expect(result.institutionName).toBe('Harbor Savings');
      expect(result.accounts.map((a) => [a.accountId, a.type, a.mask])).toEqual([
        ['ins_sandbox_harbor-checking', 'CHECKING', '0000'],
        ['ins_sandbox_harbor-savings', 'SAVINGS', '1111'],
      ]);
    }
  });

  it('searches its banks by name, case-insensitive; a bank link elsewhere is refused', async () => {
    expect(await income.searchInstitutions({ query: '' })).toHaveLength(5);
    expect(await income.searchInstitutions({ query: 'SAVINGS' })).toEqual([
      { id: 'ins_sandbox_harbor', name: 'Harbor Savings' },
    ]);
    expect(await income.searchInstitutions({ query: 'nowhere' })).toEqual([]);
    const elsewhere = await income.linkBank({
      applicant: applicant('Lovelace'),
      institutionId: 'ins_1',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(elsewhere).toEqual({ ok: false, reason: 'INSTITUTION_UNAVAILABLE' });
  });

  it.each([
    ['Lovelace', 10_000, undefined],
    ['Limited', 5_000, 'UNVERIFIED_DTI_LIMITED'],
  ])('%s: stated 120,000 a year counts %i a month, sub-decision %s', async (lastName, monthly, sub) => {
    const result = await income.assessStatedIncome({
      applicant: applicant(lastName),
      statedAnnualIncome: 120_000,
    });
    expect(result.usableMonthlyIncome).toBe(monthly);
    expect(result.subDecision).toBe(sub);
  });

  it('verifies with a bank or payroll link and not without one', async () => {
    const linked = await income.linkPayroll({
      applicant: applicant('X'),
      institutionId: 'adp',
      username: 'user_good',
      password: 'pass_good',
    });
    if (!linked.ok) {
      throw new Error('link failed');
    }
    const base = { applicant: applicant('X'), statedAnnualIncome: 90_000 };
    expect(await income.verifyIncome({ ...base, linkIds: [linked.linkId] })).toEqual({
      outcome: 'VERIFIED',
      verifiedAnnualIncome: 90_000,
      source: 'TRUV_PAYROLL',
    });
    expect((await income.verifyIncome({ ...base, linkIds: [] })).outcome).toBe('NOT_VERIFIED');
  });

  it.each([
    ['Lovelace', 'VERIFIED', 90_000],
    ['Shortfall', 'VERIFIED', 45_000],
    ['Employer', 'EMPLOYMENT_CHECK_NEEDED', 90_000],
  ])('%s with a bank link → %s at %i', async (lastName, outcome, verified) => {
    const result = await income.verifyIncome({
      applicant: applicant(lastName),
      statedAnnualIncome: 90_000,
      linkIds: ['LNK-BANK-x'],
    });
    expect(result).toMatchObject({ outcome, verifiedAnnualIncome: verified });
  });

  it.each([
    ['FULL_TIME', 2],
    ['SELF_EMPLOYED', 3],
    [null, 2],
  ])('paystubs for %s: %i', async (employmentType, n) => {
    expect(await income.paystubRequirement({ applicant: applicant('X'), employmentType })).toEqual({
      numDocsRequired: n,
    });
  });
});

describe('sandbox bank account verification', () => {
  const bank = createSandboxBankVerification();
  it.each([
    ['123456789', 'VERIFIED'],
    ['12341111', 'PENDING_REVIEW'],
    ['99990000', 'FAILED'],
  ])('account …%s → %s', async (accountNumber, status) => {
    const result = await bank.verifyAccount({
      applicant: applicant('X'),
      routingNumber: '021000021',
      accountNumber,
      accountType: 'CHECKING',
    });
    expect(result.status).toBe(status);
  });
});

describe('sandbox identity verification', () => {
  const identity = createSandboxIdentityVerification();
  it.each([
    ['Lovelace', ['front.jpg', 'back.jpg'], 'VERIFIED'],
    ['Idreject', ['front.jpg'], 'REJECTED'],
    ['Fraud', ['front.jpg'], 'FRAUD_SUSPECTED'],
    ['Lovelace', [], 'REJECTED'],
  ])('%s with %o → %s', async (lastName, documentRefs, outcome) => {
    const result = await identity.verifyDocuments({
      applicant: applicant(lastName),
      idType: 'PASSPORT',
      documentRefs,
    });
    expect(result.outcome).toBe(outcome);
  });
});

describe('sandbox closing vendors answer by themselves', () => {
  it.each([
    ['Lovelace', 'title', 'TITLE_CLEARED'],
    ['Titleexceptions', 'title', 'TITLE_EXCEPTIONS_FOUND'],
    ['Lovelace', 'eNotary', 'NOTARY_COMPLETED'],
    ['Lovelace', 'recording', 'RECORDED'],
    ['Lovelace', 'funding', 'FUNDED'],
    ['Lovelace', 'residentialEvaluation', 'RESI_EVAL_COMPLETED'],
  ] as const)('%s %s → a delayed %s callback', async (lastName, vendor, event) => {
    const sent: ProviderCallback[] = [];
    const vendors = createSandboxClosingVendors(async (callback) => void sent.push(callback), 250);
    const applicationUuid = '00000000-0000-4000-8000-000000000001';
    const order = {
      title: () => vendors.title.orderFinalTitle({ applicationUuid, address, ownerLastName: lastName }),
      eNotary: () => vendors.eNotary.startSession({ applicationUuid, signerName: 'Ada', state: 'OR' }),
      recording: () => vendors.recording.submitForRecording({ applicationUuid, address, documentUuids: [] }),
      funding: () => vendors.funding.requestFunding({ applicationUuid, amount: 50_000, accountMask: '6789' }),
      residentialEvaluation: () => vendors.valuation.orderResidentialEvaluation({ applicationUuid, address }),
    }[vendor];
    const { vendorReference } = await order();
    expect(sent).toEqual([{ applicationUuid, event, delayMs: 250, detail: { vendorReference } }]);
  });

  it('a BPO is accepted, then completed later', async () => {
    const sent: ProviderCallback[] = [];
    const vendors = createSandboxClosingVendors(async (callback) => void sent.push(callback), 100);
    await vendors.valuation.orderBpo({ applicationUuid: 'a', address });
    expect(sent.map(({ event, delayMs }) => [event, delayMs])).toEqual([
      ['BPO_ACCEPTED', 100],
      ['BPO_COMPLETED', 200],
    ]);
  });
});
