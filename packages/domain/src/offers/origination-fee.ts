import type { Decimal } from 'decimal.js';
import { DRAW_AND_FEE_INPUT_ERROR } from '../format/draw-total.ts';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { minDecimal, OfferDecimal, roundToCents } from './offer-decimal.ts';
import { MAX_ORIGINATION_FEE_PERCENT } from './offer-limits.ts';

/** CON-003: a fee rate in percent held at or under 4.99% (and the org's own maximum, when given). */
export function capOriginationFeePercent(percent: Decimal.Value, orgMaxPercent?: Decimal.Value): Decimal {
  const ceiling = orgMaxPercent === undefined ? MAX_ORIGINATION_FEE_PERCENT : orgMaxPercent;
  return OfferDecimal.max(minDecimal(minDecimal(percent, ceiling), MAX_ORIGINATION_FEE_PERCENT), 0);
}

/**
 * OFR-014: origination fee = amount × fee rate (percent, capped at 4.99 — CON-003), rounded
 * half-to-even at the cent, then held under the optional dollar cap (`ofeeMaxThreshold`).
 * Throws ERR-015 for a negative or non-numeric amount or rate.
 */
export function calculateOriginationFee(
  amount: Decimal.Value,
  feePercent: Decimal.Value,
  capAmount?: Decimal.Value | null,
): Decimal {
  const principal = toFiniteDecimal(amount);
  const percent = toFiniteDecimal(feePercent);
  const cap = capAmount === undefined || capAmount === null ? undefined : toFiniteDecimal(capAmount);
  if (principal === undefined || percent === undefined || principal.isNeg() || percent.isNeg()) {
    throw new RangeError(DRAW_AND_FEE_INPUT_ERROR);
  }
  if (capAmount !== undefined && capAmount !== null && (cap === undefined || cap.isNeg())) {
    throw new RangeError(DRAW_AND_FEE_INPUT_ERROR);
  }
  const fee = roundToCents(
    new OfferDecimal(principal).times(capOriginationFeePercent(percent)).dividedBy(100),
  );
  return cap === undefined ? fee : minDecimal(fee, roundToCents(cap));
}
