import type { CostType, OfferSet } from '@hearth/domain/offers/offer-set';
import { zOfferSet } from '@hearth/domain/offers/offer-set';
import type { ApplicationRow } from '../application/application.repository.ts';
import type { DocumentOfferTerms } from './document-data.ts';

const COST_LABELS: Record<CostType, string> = {
  VALUATION: 'Property valuation, when no automated valuation is available',
  MANUAL_NOTARY: 'In-person (manual) notary, if you choose one',
  RECORDING_FEE: 'County recording fees',
};

function toNumber(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') {
    return undefined;
  }
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function readOfferSet(application: ApplicationRow): OfferSet | undefined {
  const parsed = zOfferSet.safeParse(application.offerSet);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The selected terms: amount, term and rate from the selection (or the application's columns);
 * the index, autopay rate, fee and costs from the matching offer of the stored offer set. Undefined
 * before a selection.
 */
export function readOfferTerms(application: ApplicationRow): DocumentOfferTerms | undefined {
  const selected = application.selectedOffer;
  const amount = toNumber(selected?.amount) ?? toNumber(application.amount);
  const term = selected?.term ?? toNumber(application.term);
  const rate = toNumber(selected?.rate) ?? toNumber(application.rate);
  if (amount === undefined || term === undefined || rate === undefined) {
    return undefined;
  }
  const offerSet = readOfferSet(application);
  const offer = offerSet?.offers.find(
    (candidate) =>
      candidate.term === term &&
      (selected === null || selected === undefined || candidate.type === selected.type),
  );
  return {
    type: selected?.type ?? offer?.type,
    amount,
    term,
    rate,
    baseRate: offer?.baseRate,
    otherRate: offer?.otherRate,
    originationFeePercent: offer?.originationFee,
    feeCap: offerSet?.ofeeMaxThreshold ?? null,
    state: application.propertyState ?? undefined,
    payType: application.payType ?? undefined,
    costs: offerSet?.costs.costs.map((cost) => ({
      label: COST_LABELS[cost.type],
      amount: cost.borrowerPaidAmount,
    })),
  };
}
