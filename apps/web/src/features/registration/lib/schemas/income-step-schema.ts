import {
  LOW_INCOME_THRESHOLD,
  readAmount,
  zEmploymentTypeField,
  zIncomeAmount,
  zOtherIncomeAmount,
} from '@hearth/domain/validation/income';
import { z } from 'zod';

export { LOW_INCOME_THRESHOLD };

/** "$12,500" → 12500; '' → undefined; anything else not a number → NaN (the domain's reading). */
export function parseMoneyInput(value: string): number | undefined {
  return readAmount(value);
}

/** VAL-042…046 (the domain's rules): the typed amounts come out as numbers. */
export const zIncomeStep = z.object({
  employmentType: zEmploymentTypeField,
  income: zIncomeAmount,
  otherIncome: zOtherIncomeAmount,
});
