import { AppError } from '@hearth/domain/errors/app-error';
import type { RequalifiedOfferView, StepMoved } from '@hearth/domain/journey/requalified-offer';
import { isIncomeLimitedOfferAvailable } from '@hearth/domain/offers/income-limited';
import type { Db } from '../../db/client.ts';
import { assertApplicationStep, withApplicationForUpdate } from '../../lifecycle/application-lock.ts';
import { now } from '../../lifecycle/clock.ts';
import { transitionApplication } from '../../lifecycle/transition-application.ts';
import { findApplicationForOwner } from '../application/application.repository.ts';
import type { Owner } from './offers.service.ts';
import { buildRequalifiedOffer, NO_SELECTION_MESSAGE, REQUALIFY_STEP } from './requalify.ts';
import { readPropertyState, requireStoredOfferSet } from './stored-offers.ts';

export const NO_LIMITED_OFFER_MESSAGE = 'There is no income-limited offer to accept';

/**
 * 007 `POST P/offers/limited/accept` (ASSETS_PREQUAL → LIMITED_OFFER_ACCEPTED): the borrower takes
 * the DTI-limited offers instead of verifying assets; only while OFR-012 says such an offer stands.
 */
export async function acceptLimitedOffer(db: Db, owner: Owner): Promise<StepMoved> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['ASSETS_PREQUAL']);
    const offerSet = requireStoredOfferSet(application);
    const available = isIncomeLimitedOfferAvailable({
      subDecision: offerSet.subDecision,
      assetDepletion: application.assetDepletion,
      amount: application.amount === null ? null : Number(application.amount),
      maxDtiUnlimited: offerSet.maxDtiUnlimited,
    });
    if (!available) {
      throw new AppError('CONFLICT', [NO_LIMITED_OFFER_MESSAGE]);
    }
    const acceptedAt = (await now(tx)).toISOString();
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'LIMITED_OFFER_ACCEPTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { maxDtiUnlimited: offerSet.maxDtiUnlimited },
      applicationPatch: {
        assetDepletion: {
          ...application.assetDepletion,
          complete: false,
          limitedOfferAcceptedAt: acceptedAt,
        },
      },
    });
    return { serverStep: moved.to };
  });
}

/** 007 `POST P/final-offer/accept` (FINAL_OFFER → FINAL_OFFER_ACCEPTED): the terms the closing documents carry. */
export async function acceptFinalOffer(db: Db, owner: Owner): Promise<StepMoved> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, ['FINAL_OFFER']);
    const selected = application.selectedOffer;
    if (!selected) {
      throw new AppError('CONFLICT', [NO_SELECTION_MESSAGE]);
    }
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'FINAL_OFFER_ACCEPTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { type: selected.type, term: selected.term, amount: selected.amount, rate: selected.rate },
    });
    return { serverStep: moved.to };
  });
}

/** `GET P/offers/requalified`: the offer after the valuation (CLTV_LIEN_POSITION_REQUALIFY only). */
export async function getRequalifiedOffer(db: Db, owner: Owner): Promise<RequalifiedOfferView> {
  const application = await findApplicationForOwner(db, owner.uuid, owner.identityUuid);
  if (!application) {
    throw new AppError('NOT_FOUND');
  }
  assertApplicationStep(application, [REQUALIFY_STEP]);
  return {
    ...(await buildRequalifiedOffer(db, application)),
    ofeeMaxThreshold: requireStoredOfferSet(application).ofeeMaxThreshold,
    propertyState: readPropertyState(application),
    serverStep: application.serverStep,
  };
}

/**
 * `POST P/offers/requalified/accept` (CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED):
 * the smaller line replaces the chosen amount (what the note and disclosures print) and the
 * reviewed value becomes the application's home value, with the move.
 */
export async function acceptRequalifiedOffer(db: Db, owner: Owner): Promise<StepMoved> {
  return withApplicationForUpdate(db, owner, async (tx, application) => {
    assertApplicationStep(application, [REQUALIFY_STEP]);
    const requalified = await buildRequalifiedOffer(tx, application);
    const selected = application.selectedOffer;
    if (!requalified.offer || requalified.homeValue === null || !selected) {
      throw new AppError('CONFLICT', [requalified.reason ?? NO_SELECTION_MESSAGE]);
    }
    const amount = requalified.offer.amount.toFixed(2);
    const moved = await transitionApplication(tx, {
      uuid: application.uuid,
      event: 'REQUALIFIED_OFFER_ACCEPTED',
      actor: 'BORROWER',
      actorId: owner.identityUuid,
      detail: { previousAmount: selected.amount, amount, homeValue: requalified.homeValue },
      applicationPatch: {
        selectedOffer: { ...selected, amount },
        amount,
        adjustedHomeAmount: requalified.homeValue.toFixed(2),
      },
    });
    return { serverStep: moved.to };
  });
}
