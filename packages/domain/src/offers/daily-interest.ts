import type { Decimal } from 'decimal.js';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { OfferDecimal, roundToCents } from './offer-decimal.ts';

/** OFR-017: interest accrues on a 365.25-day year. */
export const DAYS_PER_YEAR = new OfferDecimal('365.25');
/** OFR-017: a month is 365.25 ÷ 12 = 30.4375 days. */
export const DAYS_PER_MONTH = DAYS_PER_YEAR.dividedBy(12);

export const INTEREST_INPUT_ERROR =
  'Invalid input: balance, rate and days must be numbers that are 0 or more.';

/**
 * OFR-017, OFR-018: simple interest on `balance` at annualRatePercent for `days` days of a
 * 365.25-day year, rounded half-to-even at the cent.
 */
export function calculateInterestForDays(
  balance: Decimal.Value,
  annualRatePercent: Decimal.Value,
  days: Decimal.Value,
): Decimal {
  const values = [balance, annualRatePercent, days].map(toFiniteDecimal);
  const [amount, rate, period] = values;
  if (amount === undefined || rate === undefined || period === undefined || values.some((v) => v?.isNeg())) {
    throw new RangeError(INTEREST_INPUT_ERROR);
  }
  const interest = new OfferDecimal(amount).times(rate).dividedBy(100).times(period).dividedBy(DAYS_PER_YEAR);
  return roundToCents(interest);
}

/** OFR-017: one day's interest. */
export function calculateDailyInterest(balance: Decimal.Value, annualRatePercent: Decimal.Value): Decimal {
  return calculateInterestForDays(balance, annualRatePercent, 1);
}

/** OFR-017: one average month's interest (30.4375 days). */
export function calculateMonthlyInterest(balance: Decimal.Value, annualRatePercent: Decimal.Value): Decimal {
  return calculateInterestForDays(balance, annualRatePercent, DAYS_PER_MONTH);
}

/**
 * OFR-017: the daily periodic rate, in percent — the APR ÷ 365.25, rounded half-to-even at
 * `places` decimals (5 by default, as disclosures print it).
 */
export function calculateDailyPeriodicRate(annualRatePercent: Decimal.Value, places = 5): Decimal {
  const rate = toFiniteDecimal(annualRatePercent);
  if (rate === undefined || rate.isNeg()) {
    throw new RangeError(INTEREST_INPUT_ERROR);
  }
  return new OfferDecimal(rate)
    .dividedBy(DAYS_PER_YEAR)
    .toDecimalPlaces(places, OfferDecimal.ROUND_HALF_EVEN);
}
