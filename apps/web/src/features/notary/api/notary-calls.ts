import { notaryApi } from '@hearth/domain/api/notary-api';
import type { NotaryResult } from '@hearth/domain/journey/notary';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

export type { NotarySlots } from '@hearth/domain/journey/notary';

/** 007 `GET P/notary/slots?from=yyyy-MM-dd`: slots within notary hours, in the borrower's zone. */
export function getSlotsQueryOptions(uuid: string, from: string) {
  return queryOptions(endpointQuery(notaryApi.slots, { params: { uuid }, query: { from } }));
}

export function useSlots(uuid: string, from: string) {
  return useQuery(getSlotsQueryOptions(uuid, from));
}

/** DEED_SIGNING → MANUAL_NOTARY_REQUESTED. */
export function postManualNotary(uuid: string, slotStart: string): Promise<NotaryResult> {
  return callEndpoint(notaryApi.bookManual, { params: { uuid }, body: { slotStart } });
}

/** DEED_SIGNING, MANUAL_DEED_SIGNING → E_NOTARY_SESSION_STARTED / E_NOTARY_CHOSEN. */
export function postENotary(uuid: string, answers: string[]): Promise<NotaryResult> {
  return callEndpoint(notaryApi.startENotary, { params: { uuid }, body: { deviceCheck: true, answers } });
}

/** NOTARY_DISCLOSURE → NOTARY_DISCLOSURE_ACKNOWLEDGED. */
export function postNotaryDisclosureAcknowledged(uuid: string): Promise<NotaryResult> {
  return callEndpoint(notaryApi.acknowledgeDisclosure, { params: { uuid }, body: {} });
}
