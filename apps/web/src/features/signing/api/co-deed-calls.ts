import { coDeedApi } from '@hearth/domain/api/application-api';
import type { CoDeederBody, CoDeedInvite } from '@hearth/domain/journey/co-deed';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';

export type { CoDeedInvite } from '@hearth/domain/journey/co-deed';

/** The borrower waits on the other owners: their progress is read again every minute and on focus. */
export const CO_DEED_REFETCH_MS = 60_000;

/**
 * 007 `GET …/heloc/co-deed/status` (API-026; not retried on 400 — API-009: no retry at all): the
 * invitations on all the caller's applications, viewed per application through `select`.
 */
export function getCoDeedStatusQueryOptions(uuid: string) {
  return queryOptions({
    ...endpointQuery(coDeedApi.status, {}),
    select: (invites: CoDeedInvite[]) => invites.filter((invite) => invite.applicationUuid === uuid),
    refetchInterval: CO_DEED_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function postCoDeeder(uuid: string, invite: CoDeederBody) {
  return callEndpoint(coDeedApi.invite, { params: { uuid }, body: invite });
}

/** A fresh one-time link (the earlier ones stop working). */
export function postResendCoDeedInvite(uuid: string, inviteUuid: string) {
  return callEndpoint(coDeedApi.resend, { params: { uuid, inviteUuid } });
}

export function deleteCoDeedInvite(uuid: string, inviteUuid: string) {
  return callEndpoint(coDeedApi.withdraw, { params: { uuid, inviteUuid } });
}
