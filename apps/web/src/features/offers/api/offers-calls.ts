import { offersApi } from '@hearth/domain/api/offers-api';
import type { OfferSelectionBody } from '@hearth/domain/journey/offer-selection';
import { POLL_BACKOFF, WAITING_STEP_MAX_POLLS } from '@hearth/domain/progress/poller';
import { computeBackoffDelay } from '@hearth/domain/util/backoff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { getServerRenderContext } from '../../../lib/render-context.ts';

/** `GET P/offers` answers 404 until the offers job has stored the borrower's offers. */
export function isOffersNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * 007 `GET P/offers`: the stored offer set with the payable debts. Right after the account is made
 * the offers are still being worked out (soft credit, home value, pricing): the call is asked again as
 * the spec polls a waiting step (PRG-053: up to 14 times, 1 s doubling, 5 s at most) and the page
 * waits on its loading screen meanwhile; only then, or on any other failure, is it an error. The
 * server renderer does not wait: the browser draws that screen itself (decision 012).
 */
export function getOffersQueryOptions(uuid: string) {
  return queryOptions({
    ...endpointQuery(offersApi.list, { params: { uuid } }),
    retry: (failures, error) =>
      getServerRenderContext() === undefined && isOffersNotReady(error) && failures < WAITING_STEP_MAX_POLLS,
    retryDelay: (failures) => computeBackoffDelay(failures, POLL_BACKOFF),
  });
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
export function getRequalifiedOfferQueryOptions(uuid: string) {
  return queryOptions(endpointQuery(offersApi.requalified, { params: { uuid } }));
}

export function useRequalifiedOffer(uuid: string) {
  return useQuery(getRequalifiedOfferQueryOptions(uuid));
}

/** CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED. */
export function postRequalifiedAccept(uuid: string) {
  return callEndpoint(offersApi.acceptRequalified, { params: { uuid } });
}
