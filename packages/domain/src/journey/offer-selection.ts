import { z } from 'zod';
import { OFFER_TYPES } from '../enums/offer-type.ts';
import { checkAmountInOffer } from '../offers/amount-bounds.ts';
import { sumPayoffs, zLiability } from '../offers/liability.ts';
import type { Offer } from '../offers/offer.ts';
import { OfferDecimal } from '../offers/offer-decimal.ts';
import { adjustLineBoundsForPayoff } from '../offers/offer-quote.ts';
import { zOfferSet } from '../offers/offer-set.ts';
import { PAYOFF_PREFERENCES, type PayoffPreference } from '../offers/payoff-preference.ts';

export const OFFER_SELECTION_MESSAGES = {
  offerRequired: 'Please choose an offer',
  amountRequired: 'Please choose how much you want to borrow',
  unknownOffer: 'Please choose one of the offers shown',
  preferenceRequired: 'Please choose how to handle the debts you pay off',
  unknownPayoff: 'Please choose debts from the list shown',
  duplicatePayoff: 'Each debt can be chosen only once',
  payoffNotCovered: 'This line is too small to pay off the debts you chose',
  maximizeNeedsMax: 'With the largest draw, the amount is the most this offer allows',
} as const;

/**
 * OFR-009 as the offers page shows it: a debt from the credit report that the draw may pay off
 * (mortgages and other liens are not offered). `payOff.status` is MARKED_FOR_PAYOFF once chosen.
 */
export const zOfferLiability = zLiability.extend({
  id: z.string(),
  creditor: z.string(),
  type: z.string(),
});
export type OfferLiability = z.infer<typeof zOfferLiability>;

/**
 * 007 `GET P/offers`: the 001 §3 offer set, plus what the page needs to price it — the payable
 * debts, the property's state (recording tax) and where the application is.
 */
export const zOffersView = zOfferSet.extend({
  liabilities: z.array(zOfferLiability),
  propertyState: z.string(),
  serverStep: z.string(),
});
export type OffersView = z.infer<typeof zOffersView>;

/**
 * 007 `POST P/offers/select` (OFFER_SELECTION or REVISED_OFFER_SELECTION → OFFER_SELECTED): the
 * offer (type and term in years), the line amount in dollars and cents, and — when the draw pays
 * debts off — which debts and how the slider treats them (OFR-020).
 */
export const zOfferSelectionBody = z.strictObject({
  type: z.enum(OFFER_TYPES, { error: OFFER_SELECTION_MESSAGES.offerRequired }),
  term: z.number({ error: OFFER_SELECTION_MESSAGES.offerRequired }).int().positive(),
  amount: z.number({ error: OFFER_SELECTION_MESSAGES.amountRequired }).positive(),
  payoffPreference: z
    .enum(PAYOFF_PREFERENCES, { error: OFFER_SELECTION_MESSAGES.preferenceRequired })
    .optional(),
  payoffLiabilityIds: z.array(z.string().max(64)).max(50).optional(),
});
export type OfferSelectionBody = z.infer<typeof zOfferSelectionBody>;

/** A body with nothing in it: the accept calls (`offers/limited/accept`, `final-offer/accept`…). */
export const zAcceptBody = z.strictObject({});

export function findOffer(set: { offers: readonly Offer[] }, type: string, term: number): Offer | undefined {
  return set.offers.find((offer) => offer.type === type && offer.term === term);
}

export interface SelectionContext {
  offers: readonly Offer[];
  liabilities: readonly OfferLiability[];
  feeCap: number | null;
  state: string;
}

/** The chosen debts, marked for payoff (OFR-010); unknown ids are left out. */
export function markPayoffs(
  liabilities: readonly OfferLiability[],
  ids: readonly string[],
): OfferLiability[] {
  return liabilities
    .filter((liability) => ids.includes(liability.id))
    .map((liability) => ({ ...liability, payOff: { status: 'MARKED_FOR_PAYOFF' } }));
}

function checkPayoffs(body: OfferSelectionBody, context: SelectionContext, offer: Offer): string[] {
  const ids = body.payoffLiabilityIds ?? [];
  if (ids.length === 0) {
    return [];
  }
  if (new Set(ids).size !== ids.length) {
    return [OFFER_SELECTION_MESSAGES.duplicatePayoff];
  }
  const chosen = markPayoffs(context.liabilities, ids);
  if (chosen.length !== ids.length) {
    return [OFFER_SELECTION_MESSAGES.unknownPayoff];
  }
  const preference: PayoffPreference | undefined = body.payoffPreference;
  if (!preference) {
    return [OFFER_SELECTION_MESSAGES.preferenceRequired];
  }
  const bounds = adjustLineBoundsForPayoff({ ...context, offer, payoff: sumPayoffs(chosen), preference });
  const amount = new OfferDecimal(body.amount);
  if (!bounds.coversPayoff) {
    return [OFFER_SELECTION_MESSAGES.payoffNotCovered];
  }
  if (preference === 'MAXIMIZE' && !amount.equals(bounds.max)) {
    return [OFFER_SELECTION_MESSAGES.maximizeNeedsMax];
  }
  return amount.lessThan(bounds.min) ? [OFFER_SELECTION_MESSAGES.payoffNotCovered] : [];
}

/**
 * Every rule a selection must meet against the stored offers, for the form and the route alike:
 * a listed offer, an amount inside its [min, max] (whole cents), and debts that the draw covers
 * under the chosen preference. Empty when the selection stands.
 */
export function checkOfferSelection(body: OfferSelectionBody, context: SelectionContext): string[] {
  const offer = findOffer(context, body.type, body.term);
  if (!offer) {
    return [OFFER_SELECTION_MESSAGES.unknownOffer];
  }
  const amount = checkAmountInOffer(body.amount, offer);
  if (!amount.ok) {
    return [amount.error];
  }
  return checkPayoffs(body, context, offer);
}
