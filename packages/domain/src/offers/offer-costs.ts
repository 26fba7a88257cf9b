import type { Decimal } from 'decimal.js';
import { clampDecimal, OfferDecimal } from './offer-decimal.ts';
import { MANUAL_NOTARY_COST, RECORDING_FEE_LIMITS, VALUATION_COST } from './offer-limits.ts';
import type { OfferCost, OfferCosts } from './offer-set.ts';

/** Our sandbox estimate of county recording fees when the lender gives none (inside CON-006). */
export const DEFAULT_RECORDING_FEE = 150;

/**
 * OFR-007: the possible costs — 180 valuation without an AVM (CON-004), 300 manual notary
 * (CON-005), recording fees held to 0–315 (CON-006) — and their total. Recording tax varies with
 * the amount, so it travels as the set's min/maxRecordingTax instead.
 */
export function buildOfferCosts(input: {
  hasAvm: boolean;
  manualNotary: boolean;
  recordingFee?: Decimal.Value;
}): OfferCosts {
  const recordingFee = clampDecimal(
    input.recordingFee ?? DEFAULT_RECORDING_FEE,
    RECORDING_FEE_LIMITS.min,
    RECORDING_FEE_LIMITS.max,
  ).toDecimalPlaces(2, OfferDecimal.ROUND_HALF_EVEN);
  const costs: OfferCost[] = [];
  if (!input.hasAvm) {
    costs.push({
      type: 'VALUATION',
      feeType: 'THIRD_PARTY',
      borrowerPaidAmount: VALUATION_COST,
      jsCriteria: 'hasAvm === false',
    });
  }
  if (input.manualNotary) {
    costs.push({
      type: 'MANUAL_NOTARY',
      feeType: 'FLAT',
      borrowerPaidAmount: MANUAL_NOTARY_COST,
      jsCriteria: 'manualNotary === true',
    });
  }
  costs.push({
    type: 'RECORDING_FEE',
    feeType: 'THIRD_PARTY',
    borrowerPaidAmount: recordingFee.toNumber(),
    jsCriteria: 'always',
  });
  const total = costs.reduce<Decimal>((sum, cost) => sum.plus(cost.borrowerPaidAmount), new OfferDecimal(0));
  return { costs, totalPaidByBorrower: total.toNumber() };
}
