import type { CoDeederBody, CoDeedInvite } from '@hearth/domain/journey/co-deed';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

export type { CoDeedInvite } from '@hearth/domain/journey/co-deed';

const STATUS_PATH = '/service-application/api/v1/application/heloc/co-deed/status';

/** The borrower waits on the other owners: their progress is read again every minute and on focus. */
export const CO_DEED_REFETCH_MS = 60_000;

/** 007 `GET …/heloc/co-deed/status` (API-026; not retried on 400 — API-009: no retry at all). */
export function getCoDeedStatusQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['co-deed-status', uuid],
    queryFn: ({ signal }) => apiFetch<CoDeedInvite[]>(STATUS_PATH, { signal }),
    select: (invites: CoDeedInvite[]) => invites.filter((invite) => invite.applicationUuid === uuid),
    refetchInterval: CO_DEED_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function postCoDeeder(uuid: string, invite: CoDeederBody): Promise<CoDeedInvite> {
  return apiFetch<CoDeedInvite>(getHelocPath(uuid, '/co-deeders'), { method: 'POST', body: invite });
}

/** A fresh one-time link (the earlier ones stop working). */
export function postResendCoDeedInvite(uuid: string, inviteUuid: string): Promise<CoDeedInvite> {
  return apiFetch<CoDeedInvite>(getHelocPath(uuid, `/co-deeders/${inviteUuid}/resend`), { method: 'POST' });
}

export function deleteCoDeedInvite(uuid: string, inviteUuid: string): Promise<CoDeedInvite> {
  return apiFetch<CoDeedInvite>(getHelocPath(uuid, `/co-deeders/${inviteUuid}`), { method: 'DELETE' });
}
