import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

export interface NotarySlot {
  /** ISO instant. */
  start: string;
  end: string;
}

/** 007 `GET P/notary/slots?from=yyyy-MM-dd`: slots within notary hours, in the borrower's zone. */
export interface NotarySlots {
  timeZone: string;
  slots: NotarySlot[];
}

export function getSlotsQueryOptions(uuid: string, from: string) {
  return queryOptions({
    queryKey: ['notary-slots', uuid, from],
    queryFn: ({ signal }) =>
      apiFetch<NotarySlots>(getHelocPath(uuid, '/notary/slots'), { signal, query: { from } }),
  });
}

export function useSlots(uuid: string, from: string) {
  return useQuery(getSlotsQueryOptions(uuid, from));
}

/** DEED_SIGNING → MANUAL_NOTARY_REQUESTED. */
export function postManualNotary(uuid: string, slotStart: string): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/notary/manual'), { method: 'POST', body: { slotStart } });
}

/** DEED_SIGNING, MANUAL_DEED_SIGNING → E_NOTARY_SESSION_STARTED / E_NOTARY_CHOSEN. */
export function postENotary(uuid: string, answers: string[]): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/notary/e-notary'), {
    method: 'POST',
    body: { deviceCheck: true, answers },
  });
}

/** NOTARY_DISCLOSURE → NOTARY_DISCLOSURE_ACKNOWLEDGED. */
export function postNotaryDisclosureAcknowledged(uuid: string): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/notary/disclosure/acknowledge'), { method: 'POST', body: {} });
}
