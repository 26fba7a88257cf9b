import { Decimal } from 'decimal.js';

/** OFR-018: `value` with exactly `decimals` places, rounded half-to-even; a rounded zero has no sign. */
export function toFixedHalfEven(value: Decimal, decimals: number): string {
  const rounded = value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN);
  return (rounded.isZero() ? rounded.abs() : rounded).toFixed(decimals);
}

/** Decimal places must be a whole number, 0 or more. */
export function isValidDecimalPlaces(decimals: number): boolean {
  return Number.isInteger(decimals) && decimals >= 0;
}
