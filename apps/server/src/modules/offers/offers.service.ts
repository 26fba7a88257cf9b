import { AppError } from '@hearth/domain/errors/app-error';
import {
  checkOfferSelection,
  findOffer,
  markPayoffs,
  type OfferSelectionBody,
  type OffersView,
} from '@hearth/domain/journey/offer-selection';
import type { PayoffPreference } from '@hearth/domain/offers/payoff-preference';
import type { Db } from '../../db/client.ts';
import type { StoredSelectedOffer } from '../../db/schema/index.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import { readPayableLiabilities, readPropertyState, requireStoredOfferSet } from './stored-offers.ts';

export interface Owner {
  uuid: string;
  identityUuid: string;
}

/** The steps at which the borrower chooses an offer (the first time, and after income revised it). */
export const SELECTION_STEPS = ['OFFER_SELECTION', 'REVISED_OFFER_SELECTION'] as const;

/** 007 `GET P/offers`: the stored set; 404 before the offers job stored one, and for anyone else's application. */
export async function getOwnOffers(db: Db, owner: Owner): Promise<OffersView> {
  const application = await findApplicationForOwner(db, owner.uuid, owner.identityUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  const offerSet = requireStoredOfferSet(application);
  return {
    ...offerSet,
    liabilities: await readPayableLiabilities(db, application),
    propertyState: readPropertyState(application),
    serverStep: application.serverStep,
  };
}

export interface OfferSelected {
  serverStep: string;
  selectedOffer: {
    type: string;
    term: number;
    amount: number;
    rate: number;
    payoffPreference: PayoffPreference | null;
  };
}

/**
 * 007 `POST P/offers/select`: the borrower's choice, checked against the stored offers with the
 * domain's rules (the form runs the same ones), stored where the jobs and documents read it
 * (`selectedOffer`, and amount, term and rate) with the OFFER_SELECTED move, in one transaction.
 * Only at a selection step: a second selection is 409 and changes nothing.
 */
export async function selectOffer(db: Db, owner: Owner, body: OfferSelectionBody): Promise<OfferSelected> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, SELECTION_STEPS);
    const offerSet = requireStoredOfferSet(application);
    const liabilities = await readPayableLiabilities(tx, application);
    const errors = checkOfferSelection(body, {
      offers: offerSet.offers,
      liabilities,
      feeCap: offerSet.ofeeMaxThreshold,
      state: readPropertyState(application),
    });
    const offer = findOffer(offerSet, body.type, body.term);
    if (errors.length > 0 || !offer) {
      throw new AppError('VALIDATION', errors);
    }
    const payoffs = markPayoffs(liabilities, body.payoffLiabilityIds ?? []).map((liability) => ({
      id: liability.id,
      creditor: liability.creditor,
      type: liability.type,
      balance: liability.monetaryBalance,
    }));
    const amount = body.amount.toFixed(2);
    const rate = String(offer.rate);
    const payoffPreference = payoffs.length > 0 ? (body.payoffPreference ?? null) : null;
    const selectedOffer: StoredSelectedOffer = {
      type: offer.type,
      term: offer.term,
      amount,
      rate,
      payoffPreference,
      payoffs,
      selectedAt: (await now(tx)).toISOString(),
    };
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'OFFER_SELECTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { type: offer.type, term: offer.term, amount, payoffs: payoffs.length },
      applicationPatch: { selectedOffer, amount, term: String(offer.term), rate },
    });
    return {
      serverStep: moved.to,
      selectedOffer: {
        type: offer.type,
        term: offer.term,
        amount: Number(amount),
        rate: offer.rate,
        payoffPreference,
      },
    };
  });
}
