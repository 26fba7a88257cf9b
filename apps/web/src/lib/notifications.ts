import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './call-endpoint.ts';
import { endpointQuery } from './query-keys.ts';
import { sessionScope } from './storage.ts';

/** Conditions arrive as notifications: read as often as the conditions themselves (API-052). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

/** Decision 009: the caller's notifications (CND-009), derived on the server from what happened. */
export function getNotificationsQueryOptions(jwt: string | null) {
  return queryOptions({
    ...endpointQuery(notificationsApi.list, {}, sessionScope(jwt)),
    enabled: jwt !== null,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function postNotificationRead(notificationUuid: string) {
  return callEndpoint(notificationsApi.read, { params: { notificationUuid } });
}

export function postAllNotificationsRead() {
  return callEndpoint(notificationsApi.readAll, {});
}
