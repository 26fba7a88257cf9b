import { describe, expect, it } from 'vitest';
import type { SubDecision } from '../enums/sub-decision.ts';
import {
  buildIncomeRequestRecords,
  deriveSubDecision,
  isIncomeLimitedOfferAvailable,
} from './income-limited.ts';

const limited = {
  subDecision: 'UNVERIFIED_DTI_LIMITED' as SubDecision,
  assetDepletion: { complete: false, amount: null },
  amount: null,
  maxDtiUnlimited: 225_000,
};

describe('OFR-012 the income-limited offer', () => {
  it.each<[string, Partial<Parameters<typeof isIncomeLimitedOfferAvailable>[0]>, boolean]>([
    ['all four hold', {}, true],
    ['no asset depletion record yet', { assetDepletion: null }, true],
    ['another sub-decision', { subDecision: 'VERIFIED_DTI_LIMITED' }, false],
    ['asset depletion complete', { assetDepletion: { complete: true, amount: 1_000 } }, false],
    ['an amount already set', { amount: 50_000 }, false],
    ['no unlimited-DTI draw', { maxDtiUnlimited: null }, false],
  ])('%s → %s', (_case, change, expected) => {
    expect(isIncomeLimitedOfferAvailable({ ...limited, ...change })).toBe(expected);
  });
});

describe('deriveSubDecision', () => {
  it.each<[SubDecision | undefined, boolean, SubDecision]>([
    [undefined, false, 'UNVERIFIED_OFFER'],
    [undefined, true, 'UNVERIFIED_DTI_LIMITED'],
    ['UNVERIFIED_OFFER', true, 'UNVERIFIED_DTI_LIMITED'],
    ['VERIFIED_OFFER', true, 'VERIFIED_DTI_LIMITED'],
    ['VERIFIED_OFFER', false, 'VERIFIED_OFFER'],
    ['UNVERIFIED_DTI_LIMITED', false, 'UNVERIFIED_DTI_LIMITED'],
    ['BPO_PENDING', true, 'BPO_PENDING'],
  ])('given %s, DTI limited %s → %s', (given, dtiLimited, expected) => {
    expect(deriveSubDecision(given, dtiLimited)).toBe(expected);
  });
});

describe('incomeRequestRecords', () => {
  it.each<[SubDecision, number]>([
    ['UNVERIFIED_DTI_LIMITED', 2],
    ['UNVERIFIED_OFFER', 1],
    ['VERIFIED_OFFER', 0],
  ])('%s asks %s record(s)', (subDecision, count) => {
    expect(buildIncomeRequestRecords(subDecision)).toHaveLength(count);
  });
});
