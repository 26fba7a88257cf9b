import { AppError } from '@hearth/domain/errors/app-error';
import { findOffer } from '@hearth/domain/journey/offer-selection';
import { REQUALIFY_MESSAGES, type RequalifiedOfferView } from '@hearth/domain/journey/requalified-offer';
import { calculateMaxLineAmount } from '@hearth/domain/offers/line-limits';
import { OfferDecimal } from '@hearth/domain/offers/offer-decimal';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import { findApplicationOrg } from '../documents/load-document-data.ts';
import { findLatestMoveDetail } from './offers.repository.ts';
import { requireStoredOfferSet } from './stored-offers.ts';

export const REQUALIFY_STEP = 'CLTV_LIEN_POSITION_REQUALIFY';
export const NO_SELECTION_MESSAGE = 'No offer has been selected for this application';

/**
 * The reviewed value staff sent with VALUATION_BELOW_OFFER (`detail.homeValue`, decision 007):
 * the BPO, evaluation or appraisal figure that replaced the automated one.
 */
async function readReviewedHomeValue(db: Db, application: ApplicationRecord): Promise<number | undefined> {
  const detail = await findLatestMoveDetail(db, application.uuid, REQUALIFY_STEP);
  const value = Number(detail?.homeValue);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The chosen offer again at the largest line the reviewed value supports (CLTV headroom under the
 * org's maximum, CON-001): the smaller of that and the amount chosen, same type, term and rate.
 * No offer when the value is unknown or leaves less than the line minimum.
 */
export async function buildRequalifiedOffer(
  db: Db,
  application: ApplicationRecord,
): Promise<Omit<RequalifiedOfferView, 'serverStep' | 'ofeeMaxThreshold' | 'propertyState'>> {
  const selected = application.selectedOffer;
  const offerSet = requireStoredOfferSet(application);
  const stored = selected ? findOffer(offerSet, selected.type, Number(selected.term)) : undefined;
  if (!selected || !stored) {
    throw new AppError('CONFLICT', [NO_SELECTION_MESSAGE]);
  }
  const previous = {
    type: stored.type,
    term: stored.term,
    rate: Number(selected.rate),
    amount: Number(selected.amount),
    originationFee: stored.originationFee,
  };
  const homeValue = await readReviewedHomeValue(db, application);
  if (homeValue === undefined) {
    return {
      homeValue: null,
      maxLineAmount: null,
      previous,
      offer: null,
      reason: REQUALIFY_MESSAGES.noValue,
    };
  }
  const liens = await findLatestProviderResult(db, application.uuid, 'LIENS');
  const maxLine = calculateMaxLineAmount({
    pricing: findApplicationOrg(application).pricing,
    homeValue,
    existingLienBalance: liens?.totalBalance ?? 0,
  });
  if (maxLine === undefined) {
    return { homeValue, maxLineAmount: null, previous, offer: null, reason: REQUALIFY_MESSAGES.noEquity };
  }
  const amount = OfferDecimal.min(maxLine, previous.amount).toNumber();
  return {
    homeValue,
    maxLineAmount: maxLine.toNumber(),
    previous,
    offer: { ...previous, amount },
    reason: null,
  };
}
