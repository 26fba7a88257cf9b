import { Decimal } from 'decimal.js';
import { toFiniteDecimal } from './to-finite-decimal.ts';
import { isValidDecimalPlaces, toFixedHalfEven } from './to-fixed-half-even.ts';

export const PERCENT_INPUT_ERROR =
  'Invalid input: a percentage requires a valid number and a whole number of decimals, 0 or more.';

function parsePercentInput(value: Decimal.Value, decimals: number): Decimal {
  const parsed = toFiniteDecimal(value);
  if (parsed === undefined || !isValidDecimalPlaces(decimals)) {
    throw new RangeError(PERCENT_INPUT_ERROR);
  }
  return parsed;
}

/** OFR-023: a value already in percent, half-to-even, 1 decimal by default (7.6 → "7.6%"). */
export function formatPercent(value: Decimal.Value, decimals = 1): string {
  return `${toFixedHalfEven(parsePercentInput(value, decimals), decimals)}%`;
}

/** CON-002: APRs read with 2 decimals ("7.60%", "17.20%"). */
export function formatApr(value: Decimal.Value): string {
  return formatPercent(value, 2);
}

/** OFR-024: a fraction as a percentage number, half-to-even at 3 decimals by default (0.076 → 7.6). */
export function toPercentage(fraction: Decimal.Value, decimals = 3): number {
  return parsePercentInput(fraction, decimals)
    .times(100)
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_EVEN)
    .toNumber();
}
