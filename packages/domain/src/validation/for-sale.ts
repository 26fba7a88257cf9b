import { z } from 'zod';
import { REQUIRED_MESSAGE } from './required.ts';

/** VAL-041: the yes/no answer to "is the property listed for sale". */
export const zIsListedForSale = z.boolean({ error: REQUIRED_MESSAGE });

/** REG-016: the question; some organisations extend it to the next 6 months (wording of the stem is ours). */
export const FOR_SALE_QUESTION = 'Is your property currently listed for sale?';
export const FOR_SALE_QUESTION_SIX_MONTHS =
  'Is your property currently listed for sale, or will it be listed within the next 6 months?';

export function getForSaleQuestion({ withinSixMonths }: { withinSixMonths: boolean }): string {
  return withinSixMonths ? FOR_SALE_QUESTION_SIX_MONTHS : FOR_SALE_QUESTION;
}
