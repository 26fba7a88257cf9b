import type { Decimal } from 'decimal.js';
import { toFiniteDecimal } from './to-finite-decimal.ts';

/** ERR-015: 001 §8 only paraphrases this message; this wording is ours. */
export const DRAW_AND_FEE_INPUT_ERROR = 'Both draw amount and fee must be numbers that are 0 or more';

/** OFR-013: draw total = draw amount + origination fee, in Decimal. Throws ERR-015 on bad input. */
export function calculateDrawTotal(drawAmount: Decimal.Value, fee: Decimal.Value): Decimal {
  const amount = toFiniteDecimal(drawAmount);
  const originationFee = toFiniteDecimal(fee);
  if (
    amount === undefined ||
    originationFee === undefined ||
    amount.lessThan(0) ||
    originationFee.lessThan(0)
  ) {
    throw new RangeError(DRAW_AND_FEE_INPUT_ERROR);
  }
  return amount.plus(originationFee);
}
