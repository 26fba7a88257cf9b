import { Decimal } from 'decimal.js';

/**
 * OFR-018: the Decimal every offer calculation runs on — 34 significant digits (IEEE decimal128)
 * and half-to-even for every intermediate rounding, so no float ever touches money.
 * Its instances are `Decimal`s, so they interoperate with `format/*`.
 */
export const OfferDecimal = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_EVEN });

/** A value rounded half-to-even to whole cents. */
export function roundToCents(value: Decimal.Value): Decimal {
  return new OfferDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_EVEN);
}

/** A value rounded down to whole cents (a ceiling in cents never rounds up past itself). */
export function floorToCents(value: Decimal.Value): Decimal {
  return new OfferDecimal(value).toDecimalPlaces(2, Decimal.ROUND_FLOOR);
}

/** A value rounded down to whole dollars (line limits never round up past a ceiling). */
export function floorToDollars(value: Decimal.Value): Decimal {
  return new OfferDecimal(value).toDecimalPlaces(0, Decimal.ROUND_FLOOR);
}

/** The smaller of two values. */
export function minDecimal(a: Decimal.Value, b: Decimal.Value): Decimal {
  return OfferDecimal.min(a, b);
}

/** `value` held inside [min, max]. */
export function clampDecimal(value: Decimal.Value, min: Decimal.Value, max: Decimal.Value): Decimal {
  return OfferDecimal.min(OfferDecimal.max(value, min), max);
}
