import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../enums/employment-type.ts';
import { REQUIRED_MESSAGE } from './required.ts';

export const UNEMPLOYED_MESSAGE = "We apologize. At this time, we don't lend to unemployed borrowers.";
export const INCOME_MIN_MESSAGE = 'Must be at least $0';
export const INCOME_MAX_MESSAGE = 'Must be less than $10,000,000';
export const INCOME_MIN = 0;
export const INCOME_MAX = 9_999_999;
/** VAL-047 / CON: an annual income below this asks the borrower to confirm it. */
export const LOW_INCOME_THRESHOLD = 15_000;
/** OP-23: the warning is described without wording; this is ours. The button is the spec's "Confirm". */
export const LOW_INCOME_WARNING_MESSAGE =
  'Please confirm that you entered your total annual income before taxes, not a monthly amount.';
export const LOW_INCOME_CONFIRM_LABEL = 'Confirm';

/**
 * A typed amount ("$75,000", "75000", 75000) as a number; blank → undefined; junk → NaN. An amount
 * too large for a finite number reads as the largest one, so it fails the maximum, not the type.
 */
export function readAmount(value: unknown): number | undefined {
  if (value === undefined || value === null) {
    return undefined;
  }
  if (typeof value !== 'number' && typeof value !== 'string') {
    return Number.NaN;
  }
  const cleaned = typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value;
  if (cleaned === '') {
    return undefined;
  }
  const amount =
    typeof cleaned === 'number' || /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
  return amount === Number.POSITIVE_INFINITY || amount === Number.NEGATIVE_INFINITY
    ? Math.sign(amount) * Number.MAX_VALUE
    : amount;
}

/** An amount already as a number (API bodies), 0 to 9,999,999. */
export const zIncomeValue = z
  .number({ error: REQUIRED_MESSAGE })
  .min(INCOME_MIN, { error: INCOME_MIN_MESSAGE })
  .max(INCOME_MAX, { error: INCOME_MAX_MESSAGE });

/** VAL-044/045: a required amount from 0 to 9,999,999. */
export const zIncomeAmount = z.preprocess(readAmount, zIncomeValue);

/** VAL-046: optional, same bounds, 0 when blank. */
export const zOtherIncomeAmount = z.preprocess((value) => readAmount(value) ?? 0, zIncomeValue);

/** VAL-042/043: one of the employment types (ENM-001); UNEMPLOYED is refused. */
export const zEmploymentTypeField = z
  .enum(EMPLOYMENT_TYPES, { error: REQUIRED_MESSAGE })
  .refine((type) => type !== 'UNEMPLOYED', { error: UNEMPLOYED_MESSAGE });

/** REG-023 income {income, otherIncome, employmentType}. */
export const zIncomeFields = z.object({
  income: zIncomeAmount,
  otherIncome: zOtherIncomeAmount,
  employmentType: zEmploymentTypeField,
});
export type IncomeFields = z.infer<typeof zIncomeFields>;

/** VAL-047: show the confirm warning for an annual income under 15,000. */
export function isLowIncome(income: number): boolean {
  return Number.isFinite(income) && income >= INCOME_MIN && income < LOW_INCOME_THRESHOLD;
}
