import { markPayoffs, type OffersView } from '@hearth/domain/journey/offer-selection';
import { sumPayoffs } from '@hearth/domain/offers/liability';
import type { Offer } from '@hearth/domain/offers/offer';
import { OfferDecimal } from '@hearth/domain/offers/offer-decimal';
import {
  adjustLineBoundsForPayoff,
  type LineBounds,
  type OfferQuote,
  quoteOffer,
} from '@hearth/domain/offers/offer-quote';
import type { Decimal } from 'decimal.js';
import { findOfferByKey, type SelectionForm } from './selection-form.ts';

export interface SelectionQuote {
  offer: Offer;
  bounds: LineBounds;
  /** The amount held inside the bounds (what the slider shows and the form sends). */
  amount: number;
  quote: OfferQuote;
  payoff: Decimal;
  /** The cash the borrower keeps: the initial draw, less the payoffs when DEDUCT shows them so. */
  cashToBorrower: Decimal;
}

/** OFR-013…020 for what the form holds now: the slider's bounds, the amount in them and its quote. */
export function quoteSelection(offers: OffersView, values: SelectionForm): SelectionQuote | undefined {
  const offer = findOfferByKey(offers, values.offerKey);
  if (!offer) {
    return undefined;
  }
  const payoff = sumPayoffs(markPayoffs(offers.liabilities, values.payoffLiabilityIds));
  const context = { feeCap: offers.ofeeMaxThreshold, state: offers.propertyState };
  const bounds = adjustLineBoundsForPayoff({
    ...context,
    offer,
    payoff,
    preference: values.payoffPreference || 'PRESERVE',
  });
  const amount = OfferDecimal.min(OfferDecimal.max(values.amount, bounds.min), bounds.max).toNumber();
  const quote = quoteOffer({ ...context, offer, lineAmount: amount });
  const cashToBorrower = OfferDecimal.max(quote.initialDraw.minus(payoff), 0);
  return { offer, bounds, amount, quote, payoff, cashToBorrower };
}
