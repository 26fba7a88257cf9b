import { getDisplayedApr } from '@hearth/domain/offers/displayed-apr';
import { type OfferQuote, quoteOffer } from '@hearth/domain/offers/offer-quote';
import type { JourneyApplication } from './heloc-application.ts';

/**
 * The chosen line quoted as the offer page quoted it (decision 021): initial draw, fee on it,
 * recording tax, draw total and the payment on it, at the APR shown for the pay type. Undefined
 * while the amount, rate, term or fee is not known.
 */
export function quoteApplication(application: JourneyApplication): OfferQuote | undefined {
  const { amount, rate, term, originationFee } = application;
  if (!amount || !rate || !term || originationFee === null || originationFee === undefined) {
    return undefined;
  }
  return quoteOffer({
    offer: { term, rate, originationFee },
    lineAmount: amount,
    apr: getDisplayedApr({ rate, otherRate: application.otherRate }, application.payType),
    feeCap: application.ofeeMaxThreshold ?? null,
    state: application.property?.state ?? '',
  });
}
