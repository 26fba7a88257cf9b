import { describe, expect, it } from 'vitest';
import { calculateDti, DECLINE_REASONS, type DeclineReason, evaluateEligibility } from './eligibility.ts';
import { FULL_PRICING } from './test-pricing.ts';

const applicant: Parameters<typeof evaluateEligibility>[0] = {
  pricing: FULL_PRICING,
  creditScore: 780,
  homeValue: 500_000,
  existingLienBalance: 200_000,
  monthlyDebt: 1_000,
  monthlyIncome: 20_000,
};

describe('evaluateEligibility: decision and adverse-action reasons', () => {
  it('approves with the CLTV line', () => {
    const result = evaluateEligibility(applicant);
    expect(result.decision).toBe('APPROVED');
    expect(result.decision === 'APPROVED' && result.maxLineAmount.toNumber()).toBe(225_000);
  });

  it.each<[string, Partial<typeof applicant>, DeclineReason[]]>([
    ['score under the lowest band', { creditScore: 639 }, ['CREDIT_SCORE_TOO_LOW']],
    ['DTI exactly at 50%', { monthlyDebt: 10_000 }, ['DTI_TOO_HIGH']],
    ['DTI above 50%', { monthlyDebt: 12_000 }, ['DTI_TOO_HIGH']],
    ['no income', { monthlyIncome: 0 }, ['INSUFFICIENT_INCOME']],
    ['too little equity', { existingLienBalance: 411_000 }, ['INSUFFICIENT_EQUITY']],
    ['CON-008: a home bought 30 days ago', { ownedDays: 30 }, ['RECENT_OWNERSHIP_CHANGE']],
    ['CON-008: retitled 89 days ago', { ownedDays: 89 }, ['RECENT_OWNERSHIP_CHANGE']],
    [
      'all at once, score first',
      { creditScore: 500, monthlyDebt: 15_000, existingLienBalance: 500_000 },
      ['CREDIT_SCORE_TOO_LOW', 'DTI_TOO_HIGH', 'INSUFFICIENT_EQUITY'],
    ],
  ])('declines for %s', (_case, change, reasons) => {
    expect(evaluateEligibility({ ...applicant, ...change })).toEqual({ decision: 'DECLINE', reasons });
  });

  it.each([90, 91, 4_000])('CON-008: owned %s days is eligible', (ownedDays) => {
    expect(evaluateEligibility({ ...applicant, ownedDays }).decision).toBe('APPROVED');
  });

  it('words every reason for the notice', () => {
    expect(DECLINE_REASONS.DTI_TOO_HIGH).toBe('Debt obligations too high in relation to income');
    expect(Object.values(DECLINE_REASONS).every((text) => text.length > 10)).toBe(true);
  });

  it.each([
    [1_000, 4_000, '0.25'],
    [0, 4_000, '0'],
    [1_000, 0, undefined],
  ])('DTI of %s over %s → %s', (debt, income, expected) => {
    expect(calculateDti(debt, income)?.toString()).toBe(expected);
  });
});
