import type { Decimal } from 'decimal.js';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { clampDecimal, OfferDecimal, roundToCents } from './offer-decimal.ts';
import { RECORDING_TAX_LIMITS_PER_100K } from './offer-limits.ts';

/** OFR-021: the states with recording-tax handling (001 §9), verbatim. */
export const RECORDING_TAX_STATES = [
  'AR',
  'CO',
  'HI',
  'IL',
  'IN',
  'KY',
  'LA',
  'MD',
  'ME',
  'MI',
  'MN',
  'MO',
  'NJ',
  'NV',
  'OK',
  'OR',
  'PA',
  'SD',
  'UT',
  'WV',
  'WY',
] as const;
export type RecordingTaxState = (typeof RECORDING_TAX_STATES)[number];

/**
 * Recording tax in dollars per 100,000 secured, per state (CON-007 bounds it to 0–1,400).
 * The spec lists the states but gives no rates; ours are a sandbox table, not tax advice:
 * - MD 700: county recordation tax, most commonly $3.50 per $500 (counties range $2.50–$6.00 per $500);
 * - MN 230: mortgage registry tax, 0.23% (0.24% in Hennepin and Ramsey counties);
 * - OK 100: mortgage tax, 0.10% (loans of five years or more);
 * - every other listed state levies no statewide tax on a mortgage; it is handled at 0 until a lender
 *   supplies its own table (`generateOfferSet({ recordingTaxRates })`).
 */
export const RECORDING_TAX_PER_100K: Record<RecordingTaxState, number> = {
  AR: 0,
  CO: 0,
  HI: 0,
  IL: 0,
  IN: 0,
  KY: 0,
  LA: 0,
  MD: 700,
  ME: 0,
  MI: 0,
  MN: 230,
  MO: 0,
  NJ: 0,
  NV: 0,
  OK: 100,
  OR: 0,
  PA: 0,
  SD: 0,
  UT: 0,
  WV: 0,
  WY: 0,
};

export type RecordingTaxRates = Partial<Record<RecordingTaxState, number>>;

export function isRecordingTaxState(state: string): state is RecordingTaxState {
  return (RECORDING_TAX_STATES as readonly string[]).includes(state);
}

/** The rate per 100,000 for a state, held inside CON-007; 0 outside the listed states. */
export function resolveRecordingTaxRate(
  state: string,
  rates: RecordingTaxRates = RECORDING_TAX_PER_100K,
): Decimal {
  if (!isRecordingTaxState(state)) {
    return new OfferDecimal(0);
  }
  const rate = rates[state] ?? 0;
  return clampDecimal(rate, RECORDING_TAX_LIMITS_PER_100K.min, RECORDING_TAX_LIMITS_PER_100K.max);
}

/** CON-007, OFR-021: recording tax on `amount` borrowed in `state`, half-to-even at the cent. */
export function calculateRecordingTax(
  amount: Decimal.Value,
  state: string,
  rates: RecordingTaxRates = RECORDING_TAX_PER_100K,
): Decimal {
  const principal = toFiniteDecimal(amount);
  if (principal === undefined || principal.isNeg()) {
    throw new RangeError('Invalid input: the amount for recording tax must be a number, 0 or more.');
  }
  return roundToCents(
    new OfferDecimal(principal).times(resolveRecordingTaxRate(state, rates)).dividedBy(100_000),
  );
}
