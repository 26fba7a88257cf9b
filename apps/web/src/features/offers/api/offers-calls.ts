import type { OfferSelectionBody, OffersView } from '@hearth/domain/journey/offer-selection';
import type { RequalifiedOfferView, StepMoved } from '@hearth/domain/journey/requalified-offer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

/** 007 `GET P/offers`: the stored offer set with the payable debts. */
export function getOffersQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['heloc-offers', uuid],
    queryFn: ({ signal }) => apiFetch<OffersView>(getHelocPath(uuid, '/offers'), { signal }),
  });
}

export function useOffers(uuid: string) {
  return useQuery(getOffersQueryOptions(uuid));
}

/** 007: OFFER_SELECTION or REVISED_OFFER_SELECTION → OFFER_SELECTED. */
export function postOfferSelection(uuid: string, body: OfferSelectionBody): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/offers/select'), { method: 'POST', body });
}

/** 007: ASSETS_PREQUAL → LIMITED_OFFER_ACCEPTED. */
export function postLimitedOfferAccept(uuid: string): Promise<StepMoved> {
  return apiFetch(getHelocPath(uuid, '/offers/limited/accept'), { method: 'POST', body: {} });
}

/** CLTV_LIEN_POSITION_REQUALIFY: the line the reviewed home value supports. */
export function useRequalifiedOffer(uuid: string) {
  return useQuery({
    queryKey: ['heloc-requalified-offer', uuid],
    queryFn: ({ signal }) =>
      apiFetch<RequalifiedOfferView>(getHelocPath(uuid, '/offers/requalified'), { signal }),
  });
}

/** CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED. */
export function postRequalifiedAccept(uuid: string): Promise<StepMoved> {
  return apiFetch(getHelocPath(uuid, '/offers/requalified/accept'), { method: 'POST', body: {} });
}
