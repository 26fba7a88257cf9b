import type { Decimal } from 'decimal.js';
import { DRAW_AND_FEE_INPUT_ERROR } from '../format/draw-total.ts';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { floorToCents, minDecimal, OfferDecimal, roundToCents } from './offer-decimal.ts';
import { MAX_ORIGINATION_FEE_PERCENT } from './offer-limits.ts';

/** CON-003: a fee rate in percent held at or under 4.99% (and the org's own maximum, when given). */
export function capOriginationFeePercent(percent: Decimal.Value, orgMaxPercent?: Decimal.Value): Decimal {
  const ceiling = orgMaxPercent === undefined ? MAX_ORIGINATION_FEE_PERCENT : orgMaxPercent;
  return OfferDecimal.max(minDecimal(minDecimal(percent, ceiling), MAX_ORIGINATION_FEE_PERCENT), 0);
}

/**
 * CON-003 on the rounded fee: the most a fee may be on `draw` — 4.99% of it, rounded down at the
 * cent (a ceiling never rounds up past itself).
 */
export function maxOriginationFee(draw: Decimal.Value): Decimal {
  return floorToCents(new OfferDecimal(draw).times(MAX_ORIGINATION_FEE_PERCENT).dividedBy(100));
}

function parseFeeInputs(
  amount: Decimal.Value,
  feePercent: Decimal.Value,
  capAmount?: Decimal.Value | null,
): { principal: Decimal; percent: Decimal; cap: Decimal | undefined } {
  const principal = toFiniteDecimal(amount);
  const percent = toFiniteDecimal(feePercent);
  const cap = capAmount === undefined || capAmount === null ? undefined : toFiniteDecimal(capAmount);
  if (principal === undefined || percent === undefined || principal.isNeg() || percent.isNeg()) {
    throw new RangeError(DRAW_AND_FEE_INPUT_ERROR);
  }
  if (capAmount !== undefined && capAmount !== null && (cap === undefined || cap.isNeg())) {
    throw new RangeError(DRAW_AND_FEE_INPUT_ERROR);
  }
  return { principal: new OfferDecimal(principal), percent: capOriginationFeePercent(percent), cap };
}

/**
 * OFR-014, CON-003: origination fee = initial draw × fee rate (percent, capped at 4.99%), rounded
 * half-to-even at the cent, then held under the optional dollar cap (`ofeeMaxThreshold`) and under
 * 4.99% of the draw rounded down. Throws ERR-015 for a negative or non-numeric amount or rate.
 */
export function calculateOriginationFee(
  draw: Decimal.Value,
  feePercent: Decimal.Value,
  capAmount?: Decimal.Value | null,
): Decimal {
  const { principal, percent, cap } = parseFeeInputs(draw, feePercent, capAmount);
  const fee = minDecimal(roundToCents(principal.times(percent).dividedBy(100)), maxOriginationFee(principal));
  return cap === undefined ? fee : minDecimal(fee, roundToCents(cap));
}

export interface DrawAndFee {
  /** The initial draw: what is left of `available` once the fee is taken. */
  draw: Decimal;
  /** The fee on that draw (OFR-014), never above 4.99% of it (CON-003). */
  fee: Decimal;
}

/**
 * OFR-013/014/019 solved for the draw: `available` (the line net of recording tax) holds the
 * initial draw and its fee, D + D × p = available, so the fee is available × p ÷ (100 + p)
 * (p in percent) — the draw times the rate — rounded half-to-even at the cent, held under the
 * dollar cap and under 4.99% of what is left (available × 4.99 ÷ 104.99, rounded down).
 * The draw is the rest, so draw + fee = available to the cent.
 */
export function splitDrawAndFee(
  available: Decimal.Value,
  feePercent: Decimal.Value,
  capAmount?: Decimal.Value | null,
): DrawAndFee {
  const { principal, percent, cap } = parseFeeInputs(available, feePercent, capAmount);
  const onDraw = roundToCents(principal.times(percent).dividedBy(percent.plus(100)));
  const ceiling = floorToCents(
    principal.times(MAX_ORIGINATION_FEE_PERCENT).dividedBy(100 + MAX_ORIGINATION_FEE_PERCENT),
  );
  const uncapped = minDecimal(onDraw, ceiling);
  const fee = cap === undefined ? uncapped : minDecimal(uncapped, roundToCents(cap));
  return { draw: principal.minus(fee), fee };
}
