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

/** VAL-047: the answer of a form sent without scripts whose low income awaits the visitor's confirmation. */
export const LOW_INCOME_NOTICE = 'lowIncome';
