import {
  checkOfferSelection,
  findOffer,
  OFFER_SELECTION_MESSAGES,
  type OfferSelectionBody,
  type OffersView,
} from '@hearth/domain/journey/offer-selection';
import type { Offer } from '@hearth/domain/offers/offer';
import { PAYOFF_PREFERENCES, type PayoffPreference } from '@hearth/domain/offers/payoff-preference';
import { z } from 'zod';

/** The select page's form: the offer as `TYPE-term`, the line amount, the debts and how to treat them. */
export interface SelectionForm {
  offerKey: string;
  amount: number;
  payoffLiabilityIds: string[];
  payoffPreference: PayoffPreference | '';
}

export function toOfferKey(offer: Pick<Offer, 'type' | 'term'>): string {
  return `${offer.type}-${offer.term}`;
}

export function findOfferByKey(offers: OffersView, key: string): Offer | undefined {
  const [type, term] = key.split('-');
  return findOffer(offers, type ?? '', Number(term));
}

export function toSelectionBody(values: SelectionForm): OfferSelectionBody {
  const [type, term] = values.offerKey.split('-');
  const payoffs = values.payoffLiabilityIds;
  return {
    type: type as OfferSelectionBody['type'],
    term: Number(term),
    amount: values.amount,
    ...(payoffs.length > 0
      ? {
          payoffLiabilityIds: payoffs,
          ...(values.payoffPreference ? { payoffPreference: values.payoffPreference } : {}),
        }
      : {}),
  };
}

/** Where each of the domain's selection messages shows. */
const FIELD_OF_MESSAGE: Record<string, keyof SelectionForm> = {
  [OFFER_SELECTION_MESSAGES.unknownOffer]: 'offerKey',
  [OFFER_SELECTION_MESSAGES.preferenceRequired]: 'payoffPreference',
  [OFFER_SELECTION_MESSAGES.unknownPayoff]: 'payoffLiabilityIds',
  [OFFER_SELECTION_MESSAGES.duplicatePayoff]: 'payoffLiabilityIds',
  [OFFER_SELECTION_MESSAGES.payoffNotCovered]: 'payoffLiabilityIds',
};

/**
 * The form's schema for this offer set: the same rules `POST P/offers/select` applies
 * (`checkOfferSelection`), each message at its field.
 */
export function createSelectionSchema(offers: OffersView) {
  return z
    .object({
      offerKey: z.string().min(1, OFFER_SELECTION_MESSAGES.offerRequired),
      amount: z.number({ error: OFFER_SELECTION_MESSAGES.amountRequired }),
      payoffLiabilityIds: z.array(z.string()),
      payoffPreference: z.enum(PAYOFF_PREFERENCES).or(z.literal('')),
    })
    .superRefine((values, context) => {
      const messages = checkOfferSelection(toSelectionBody(values), {
        offers: offers.offers,
        liabilities: offers.liabilities,
        feeCap: offers.ofeeMaxThreshold,
        state: offers.propertyState,
      });
      for (const message of messages) {
        context.addIssue({ code: 'custom', path: [FIELD_OF_MESSAGE[message] ?? 'amount'], message });
      }
    });
}

/** The choice travels to the confirm step in the URL, so a reload or the back button keeps it. */
export function toSearchParams(values: SelectionForm): URLSearchParams {
  const params = new URLSearchParams({ offer: values.offerKey, amount: String(values.amount) });
  for (const id of values.payoffLiabilityIds) {
    params.append('payoff', id);
  }
  if (values.payoffPreference && values.payoffLiabilityIds.length > 0) {
    params.set('preference', values.payoffPreference);
  }
  return params;
}

export function fromSearchParams(params: URLSearchParams): Partial<SelectionForm> {
  const amount = Number(params.get('amount'));
  const preference = params.get('preference');
  return {
    ...(params.get('offer') ? { offerKey: params.get('offer') ?? '' } : {}),
    ...(Number.isFinite(amount) && amount > 0 ? { amount } : {}),
    payoffLiabilityIds: params.getAll('payoff'),
    payoffPreference: (PAYOFF_PREFERENCES as readonly string[]).includes(preference ?? '')
      ? (preference as PayoffPreference)
      : '',
  };
}

/** The first form: what the URL carries, else the first offer at its largest line. */
export function buildDefaultSelection(offers: OffersView, params: URLSearchParams): SelectionForm {
  const fromUrl = fromSearchParams(params);
  const offer = (fromUrl.offerKey ? findOfferByKey(offers, fromUrl.offerKey) : undefined) ?? offers.offers[0];
  return {
    offerKey: offer ? toOfferKey(offer) : '',
    amount: fromUrl.amount ?? offer?.max ?? 0,
    payoffLiabilityIds: fromUrl.payoffLiabilityIds ?? [],
    payoffPreference: fromUrl.payoffPreference ?? '',
  };
}
