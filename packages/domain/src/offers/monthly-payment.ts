import type { Decimal } from 'decimal.js';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { OfferDecimal, roundToCents } from './offer-decimal.ts';

export const PAYMENT_INPUT_ERROR =
  'Invalid input: a payment needs an amount and a rate that are numbers 0 or more, and a whole number of years above 0.';

interface AmortisationInputs {
  /** Monthly rate: annual percent ÷ 100 ÷ 12 (OFR-016). */
  monthlyRate: Decimal;
  /** Term in months: years × 12 (OFR-016). */
  months: number;
}

function parseAmortisation(annualRatePercent: Decimal.Value, termYears: number): AmortisationInputs {
  const rate = toFiniteDecimal(annualRatePercent);
  if (rate === undefined || rate.isNeg() || !Number.isInteger(termYears) || termYears <= 0) {
    throw new RangeError(PAYMENT_INPUT_ERROR);
  }
  return { monthlyRate: new OfferDecimal(rate).dividedBy(100).dividedBy(12), months: termYears * 12 };
}

function parseAmount(amount: Decimal.Value): Decimal {
  const value = toFiniteDecimal(amount);
  if (value === undefined || value.isNeg()) {
    throw new RangeError(PAYMENT_INPUT_ERROR);
  }
  return new OfferDecimal(value);
}

/** The annuity factor (1 − (1 + r)^−n) ÷ r; n when r is 0. */
function annuityFactor({ monthlyRate, months }: AmortisationInputs): Decimal {
  if (monthlyRate.isZero()) {
    return new OfferDecimal(months);
  }
  const discount = monthlyRate.plus(1).pow(-months);
  return new OfferDecimal(1).minus(discount).dividedBy(monthlyRate);
}

/**
 * OFR-015, OFR-016, OFR-018: the level monthly payment that amortises `principal` (the draw total)
 * over termYears × 12 months at annualRatePercent ÷ 12 — P·r ÷ (1 − (1 + r)^−n), or P ÷ n at 0% —
 * rounded half-to-even at the cent.
 */
export function calculateMonthlyPayment(
  principal: Decimal.Value,
  annualRatePercent: Decimal.Value,
  termYears: number,
): Decimal {
  const amount = parseAmount(principal);
  return roundToCents(amount.dividedBy(annuityFactor(parseAmortisation(annualRatePercent, termYears))));
}

/** The largest principal (whole dollars, down) a monthly payment amortises: the inverse of the above. */
export function calculateMaxPrincipal(
  monthlyPayment: Decimal.Value,
  annualRatePercent: Decimal.Value,
  termYears: number,
): Decimal {
  const payment = parseAmount(monthlyPayment);
  const principal = payment.times(annuityFactor(parseAmortisation(annualRatePercent, termYears)));
  return principal.toDecimalPlaces(0, OfferDecimal.ROUND_FLOOR);
}
