import { describe, expect, it } from 'vitest';
import type { CreditPullRequest } from '../credit-bureau-provider.ts';
import { createSandboxCreditBureau } from './sandbox-credit-bureau.ts';

const bureau = createSandboxCreditBureau();
const address = { street1: '123 Main St', city: 'Portland', state: 'OR', zip: '97201' };

function pull(lastName: string, extra: Partial<CreditPullRequest> = {}, ssn?: string) {
  return bureau.pullCredit({
    kind: 'SOFT',
    repull: false,
    applicant: { firstName: 'Ada', lastName, dob: '1980-07-14', address, ...(ssn ? { ssn } : {}) },
    ...extra,
  });
}

// One row per persona of the credit bureau (DESIGN.md sandbox personas).
describe('sandbox credit bureau', () => {
  it.each([
    ['Lovelace', {}, undefined, 'MATCH'],
    ['Frozen', {}, undefined, 'FROZEN'],
    ['Frozen', { repull: true }, undefined, 'MATCH'],
    ['Pinfrozen', {}, undefined, 'FROZEN'],
    ['Pinfrozen', { repull: true }, undefined, 'MATCH'],
    ['Pinfrozen', { repull: true, freezePin: '123456' }, undefined, 'MATCH'],
    ['Pinfrozen', { repull: true, freezePin: '1234560000' }, undefined, 'FROZEN'],
    ['Nomatch', {}, undefined, 'NO_MATCH'],
    ['Nomatch', { repull: true }, '123450000', 'SSN_NO_MATCH'],
    ['Nomatch', { repull: true }, '123456789', 'MATCH'],
    ['Hardfrozen', {}, undefined, 'MATCH'],
    ['Hardfrozen', { kind: 'HARD' as const }, undefined, 'FROZEN'],
    ['Hardfrozen', { kind: 'HARD' as const, repull: true }, undefined, 'MATCH'],
    ['Frozen', { kind: 'HARD' as const }, undefined, 'MATCH'],
    ['Bureauerror', {}, undefined, 'ERROR'],
    ['Bureauerror', { repull: true }, undefined, 'MATCH'],
  ])('%s %o (ssn %s) → %s', async (lastName, extra, ssn, outcome) => {
    expect((await pull(lastName, extra, ssn)).outcome).toBe(outcome);
  });

  it('reports PIN freezes as needing a PIN and plain freezes as not; a PIN ending 0000 is refused', async () => {
    expect(await pull('Pinfrozen')).toEqual({ outcome: 'FROZEN', pinRequired: true });
    expect(await pull('Pinfrozen', { repull: true, freezePin: '0000' })).toEqual({
      outcome: 'FROZEN',
      pinRequired: true,
      pinRejected: true,
    });
    expect(await pull('frozen ')).toEqual({ outcome: 'FROZEN', pinRequired: false });
  });

  it.each([
    ['Lovelace', 762, 1_950, false],
    ['Decline', 762, 1_950, false],
    ['Limited', 762, 1_950, false],
    ['Lowscore', 560, 1_950, false],
    ['Delinquent', 688, 1_950, true],
    ['Highdti', 762, 9_000, false],
  ])('%s: score %i, monthly debts %i, serious delinquency %s', async (lastName, score, debt, late) => {
    const result = await pull(lastName);
    if (result.outcome !== 'MATCH') {
      throw new Error(`expected a match, got ${result.outcome}`);
    }
    expect(result.report).toMatchObject({ score, monthlyDebt: debt, hasSeriousDelinquency: late });
    // FCRA 615(a): the key factors of the score, at most four.
    expect(result.report.keyFactors?.length).toBeGreaterThan(0);
    expect(result.report.keyFactors?.length).toBeLessThanOrEqual(4);
    expect(result.report.monthlyDebt).toBe(
      result.report.tradelines.reduce((s, t) => s + t.monthlyPayment, 0),
    );
  });

  it.each([
    ['Minor', true, false],
    ['Alert', false, true],
    ['Lovelace', false, false],
  ])('%s: minor %s, fraud alert %s', async (lastName, minor, alert) => {
    const result = await pull(lastName);
    if (result.outcome !== 'MATCH') {
      throw new Error('expected a match');
    }
    expect(result.report).toMatchObject({ applicantIsMinor: minor, fraudAlert: alert });
  });

  it('gives the same report for the same applicant, under a fresh report id', async () => {
    const [a, b] = await Promise.all([pull('Lovelace'), pull('Lovelace')]);
    if (a.outcome !== 'MATCH' || b.outcome !== 'MATCH') {
      throw new Error('expected matches');
    }
    expect({ ...a.report, reportId: '' }).toEqual({ ...b.report, reportId: '' });
    expect(a.report.reportId).not.toBe(b.report.reportId);
    expect(a.report.reportId).not.toContain('1980');
  });
});
