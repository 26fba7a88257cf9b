import {
  LOW_INCOME_THRESHOLD,
  zEmploymentTypeField,
  zIncomeAmount,
  zOtherIncomeAmount,
} from '@hearth/domain/validation/income';
import { z } from 'zod';

export { LOW_INCOME_THRESHOLD };

/** VAL-042…046 (the domain's rules): the typed amounts come out as numbers. */
export const zIncomeStep = z.object({
  employmentType: zEmploymentTypeField,
  income: zIncomeAmount,
  otherIncome: zOtherIncomeAmount,
});
