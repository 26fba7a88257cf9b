import { formatCurrency } from '../format/format-currency.ts';
import { toFiniteDecimal } from '../format/to-finite-decimal.ts';
import { fillMessageTemplate } from '../validation/message-templates.ts';
import type { Offer } from './offer.ts';

export type AmountCheck = { ok: true } | { ok: false; error: string };

/**
 * Whether `amount` (a line amount, as `offers/select` sends it) lies inside the offer's
 * [min, max], whole cents only. The error names the range in whole dollars.
 */
export function checkAmountInOffer(amount: unknown, offer: Pick<Offer, 'min' | 'max'>): AmountCheck {
  const value = toFiniteDecimal(amount);
  if (value === undefined || value.decimalPlaces() > 2) {
    return { ok: false, error: 'The amount must be a number of dollars and cents' };
  }
  if (value.lessThan(offer.min) || value.greaterThan(offer.max)) {
    return {
      ok: false,
      error: fillMessageTemplate('amountOutsideOffer', {
        min: formatCurrency(offer.min),
        max: formatCurrency(offer.max),
      }),
    };
  }
  return { ok: true };
}
