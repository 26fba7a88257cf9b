import { offersApi } from '@hearth/domain/api/offers-api';
import type { OfferSelectionBody } from '@hearth/domain/journey/offer-selection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/offers`: the stored offer set with the payable debts. */
export function getOffersQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(offersApi.list, { params: { uuid } }));
}

export function useOffers(uuid: string) {
  return useQuery(getOffersQueryOptions(uuid));
}

/** 007: OFFER_SELECTION or REVISED_OFFER_SELECTION → OFFER_SELECTED. */
export function postOfferSelection(uuid: string, body: OfferSelectionBody) {
  return callEndpoint(offersApi.select, { params: { uuid }, body });
}

/** 007: ASSETS_PREQUAL → LIMITED_OFFER_ACCEPTED. */
export function postLimitedOfferAccept(uuid: string) {
  return callEndpoint(offersApi.acceptLimited, { params: { uuid } });
}

/** CLTV_LIEN_POSITION_REQUALIFY: the line the reviewed home value supports. */
export function useRequalifiedOffer(uuid: string) {
  return useQuery(endpointQuery(offersApi.requalified, { params: { uuid } }));
}

/** CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED. */
export function postRequalifiedAccept(uuid: string) {
  return callEndpoint(offersApi.acceptRequalified, { params: { uuid } });
}
