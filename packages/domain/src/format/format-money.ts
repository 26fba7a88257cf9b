import type { Decimal } from 'decimal.js';
import { toFiniteDecimal } from './to-finite-decimal.ts';
import { isValidDecimalPlaces, toFixedHalfEven } from './to-fixed-half-even.ts';

/** ERR-014, verbatim (001 §8). */
export const FORMAT_MONEY_INPUT_ERROR =
  'Invalid input: formatMoney requires both v and precision to be valid numbers and precision cannot be negative.';

/**
 * OFR-018: `v` rounded half-to-even to `precision` decimals, as a plain decimal string
 * ("1234.50"). Throws ERR-014 for a non-numeric `v` or a negative or fractional precision.
 */
export function formatMoney(v: Decimal.Value, precision: number): string {
  const value = toFiniteDecimal(v);
  if (value === undefined || !isValidDecimalPlaces(precision)) {
    throw new RangeError(FORMAT_MONEY_INPUT_ERROR);
  }
  return toFixedHalfEven(value, precision);
}
