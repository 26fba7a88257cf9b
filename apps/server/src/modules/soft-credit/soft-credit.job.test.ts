import { describe, expect, it } from 'vitest';
import type { CreditPullResult, CreditReport } from '../../providers/credit-bureau-provider.ts';
import { toSoftCreditEvent } from './soft-credit.job.ts';

const report = (extra: Partial<CreditReport> = {}): CreditPullResult => ({
  outcome: 'MATCH',
  report: {
    reportId: 'CR-SOFT-1',
    kind: 'SOFT',
    score: 700,
    tradelines: [],
    monthlyDebt: 0,
    hasSeriousDelinquency: false,
    fraudAlert: false,
    applicantIsMinor: false,
    ...extra,
  },
});

// The graph allows the minor and fraud-alert stops only on the first pull, and the SSN no-match
// only on the re-pull (the SSN comes with it).
describe('toSoftCreditEvent', () => {
  it.each([
    [report(), true, 'SOFT_CREDIT_MATCHED'],
    [report({ applicantIsMinor: true }), true, 'APPLICANT_MINOR'],
    [report({ applicantIsMinor: true }), false, 'SOFT_CREDIT_MATCHED'],
    [report({ fraudAlert: true }), true, 'FRAUD_ALERT_ON_FILE'],
    [report({ fraudAlert: true }), false, 'SOFT_CREDIT_MATCHED'],
    [{ outcome: 'NO_MATCH' } as const, true, 'SOFT_CREDIT_NO_MATCH'],
    [{ outcome: 'SSN_NO_MATCH' } as const, false, 'SOFT_CREDIT_SSN_NO_MATCH'],
    [{ outcome: 'SSN_NO_MATCH' } as const, true, 'SOFT_CREDIT_NO_MATCH'],
    [{ outcome: 'FROZEN', pinRequired: true } as const, true, 'SOFT_CREDIT_FROZEN'],
    [{ outcome: 'ERROR', reason: 'timeout' } as const, false, 'SOFT_CREDIT_ERROR'],
  ])('%o on the first pull %s → %s', (result, firstPull, event) => {
    expect(toSoftCreditEvent(result, firstPull)).toBe(event);
  });
});
