import { AppError } from '@hearth/domain/errors/app-error';
import type { OfferLiability } from '@hearth/domain/journey/offer-selection';
import type { OfferSet } from '@hearth/domain/offers/offer-set';
import type { Db } from '../../db/client.ts';
import type { ApplicationRecord } from '../../lifecycle/application-record.ts';
import { findLatestProviderResult } from '../../lifecycle/jobs/handlers/support/provider-results.repository.ts';
import type { TradelineType } from '../../providers/credit-bureau-provider.ts';

export const NO_OFFERS_MESSAGE = 'There are no offers for this application yet';

/** Debts a draw may pay off: not the mortgages and lines the new lien sits behind. */
const PAYABLE_TYPES: readonly TradelineType[] = ['AUTO', 'REVOLVING', 'STUDENT'];

/** The offer set the offers job stored (parsed with the row), or undefined before it ran. */
export function readStoredOfferSet(application: ApplicationRecord): OfferSet | undefined {
  return application.offerSet ?? undefined;
}

export function requireStoredOfferSet(application: ApplicationRecord): OfferSet {
  const offerSet = readStoredOfferSet(application);
  if (!offerSet) {
    throw new AppError('NOT_FOUND', [NO_OFFERS_MESSAGE]);
  }
  return offerSet;
}

/** The property's state, for recording tax (OFR-021). */
export function readPropertyState(application: ApplicationRecord): string {
  return application.propertyState ?? application.propertyAddress?.state ?? '';
}

/**
 * OFR-009: the payable debts of the latest matched credit report (hard, else soft), numbered by
 * their place in it so an id stays the same between the page and the selection; those the
 * borrower chose are MARKED_FOR_PAYOFF (OFR-010).
 */
export async function readPayableLiabilities(
  db: Db,
  application: ApplicationRecord,
): Promise<OfferLiability[]> {
  const hard = await findLatestProviderResult(db, application.uuid, 'HARD_CREDIT');
  const pull =
    hard?.outcome === 'MATCH' ? hard : await findLatestProviderResult(db, application.uuid, 'SOFT_CREDIT');
  if (pull?.outcome !== 'MATCH') {
    return [];
  }
  const chosen = new Set((application.selectedOffer?.payoffs ?? []).map((payoff) => payoff.id));
  return pull.report.tradelines.flatMap((line, index): OfferLiability[] => {
    if (!PAYABLE_TYPES.includes(line.type) || line.balance <= 0) {
      return [];
    }
    const id = `L${index + 1}`;
    return [
      {
        id,
        creditor: line.creditor,
        type: line.type,
        monetaryBalance: line.balance,
        monetaryCalculatedNextPaymentMinimumAmount: line.monthlyPayment,
        payOff: chosen.has(id) ? { status: 'MARKED_FOR_PAYOFF' } : null,
      },
    ];
  });
}
