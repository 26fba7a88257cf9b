import { describe, expect, it } from 'vitest';
import { buildOfferCosts, DEFAULT_RECORDING_FEE } from './offer-costs.ts';
import { zOfferCosts } from './offer-set.ts';

describe('OFR-007 costs (CON-004, CON-005, CON-006)', () => {
  it.each([
    [true, false, ['RECORDING_FEE'], DEFAULT_RECORDING_FEE],
    [false, false, ['VALUATION', 'RECORDING_FEE'], 180 + DEFAULT_RECORDING_FEE],
    [true, true, ['MANUAL_NOTARY', 'RECORDING_FEE'], 300 + DEFAULT_RECORDING_FEE],
    [false, true, ['VALUATION', 'MANUAL_NOTARY', 'RECORDING_FEE'], 180 + 300 + DEFAULT_RECORDING_FEE],
  ])('AVM %s, manual notary %s → %j totalling %s', (hasAvm, manualNotary, types, total) => {
    const costs = buildOfferCosts({ hasAvm, manualNotary });
    expect(costs.costs.map((cost) => cost.type)).toEqual(types);
    expect(costs.totalPaidByBorrower).toBe(total);
    expect(zOfferCosts.parse(costs)).toEqual(costs);
  });

  it.each([
    [400, 315],
    [-5, 0],
    [212.345, 212.34],
    [0, 0],
  ])('recording fee %s is charged as %s', (recordingFee, expected) => {
    const fee = buildOfferCosts({ hasAvm: true, manualNotary: false, recordingFee }).costs[0];
    expect(fee?.borrowerPaidAmount).toBe(expected);
  });

  it('prices the valuation and notary at 180 and 300', () => {
    const costs = buildOfferCosts({ hasAvm: false, manualNotary: true }).costs;
    expect(costs.map((cost) => cost.borrowerPaidAmount).slice(0, 2)).toEqual([180, 300]);
  });
});
