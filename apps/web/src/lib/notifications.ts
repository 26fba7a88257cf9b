import type { Notification } from '@hearth/domain/notifications/notification';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** Decision 009: the caller's notifications (CND-009), derived on the server from what happened. */
export const NOTIFICATIONS_PATH = '/service-notifications/secure/api/v1/notifications';

/** Conditions arrive as notifications: read as often as the conditions themselves (API-052). */
export const NOTIFICATIONS_REFETCH_MS = 60_000;

export function getNotificationsQueryOptions(jwt: string | null) {
  return queryOptions({
    queryKey: ['notifications', jwt],
    queryFn: ({ signal }) => apiFetch<Notification[]>(NOTIFICATIONS_PATH, { signal }),
    enabled: jwt !== null,
    refetchInterval: NOTIFICATIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

export function postNotificationRead(uuid: string): Promise<Notification> {
  return apiFetch<Notification>(`${NOTIFICATIONS_PATH}/${uuid}/read`, { method: 'POST' });
}

export function postAllNotificationsRead(): Promise<void> {
  return apiFetch<void>(`${NOTIFICATIONS_PATH}/read-all`, { method: 'POST' });
}
