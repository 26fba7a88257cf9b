import { z } from 'zod';

/** CND-009: UNREAD, or READ once the user opened or dismissed it. */
export const NOTIFICATION_STATUSES = ['UNREAD', 'READ'] as const;
export const zNotificationStatus = z.enum(NOTIFICATION_STATUSES);
export type NotificationStatus = z.infer<typeof zNotificationStatus>;

/** CND-009: a notification as 002 §3 names it; `redirectPath` is a path of this app. */
export const zNotification = z.strictObject({
  uuid: z.uuid(),
  title: z.string(),
  description: z.string(),
  created: z.iso.datetime(),
  status: zNotificationStatus,
  ctas: z.array(z.strictObject({ title: z.string(), redirectPath: z.string().startsWith('/') })),
  /** 002 §3 carries the wallet the notification belongs to; Hearth has no wallets (decision 009). */
  walletAddress: z.string().nullable(),
});
export type Notification = z.infer<typeof zNotification>;

export const zNotificationList = z.array(zNotification);

export const zNotificationParams = z.strictObject({
  notificationUuid: z.uuid({ message: 'Not a valid notification uuid' }),
});

/** CND-010: at most this many unread notifications are shown. */
export const MAX_UNREAD_SHOWN = 8;
/** CND-011: how many show while the panel is collapsed. */
export const COLLAPSED_COUNT = 3;

/**
 * CND-010: when any notification is unread only the first 8 unread are shown (newest first, as
 * served); otherwise all of them.
 */
export function selectShownNotifications<T extends { status: NotificationStatus }>(
  notifications: readonly T[],
): T[] {
  const unread = notifications.filter((notification) => notification.status === 'UNREAD');
  return unread.length > 0 ? unread.slice(0, MAX_UNREAD_SHOWN) : [...notifications];
}

/** CND-011/012: the visible part of the panel, and whether "View All" / "View Less" is offered. */
export function getVisibleNotifications<T>(
  shown: readonly T[],
  expanded: boolean,
): { visible: T[]; canToggle: boolean } {
  const canToggle = shown.length > COLLAPSED_COUNT;
  return { visible: expanded ? [...shown] : shown.slice(0, COLLAPSED_COUNT), canToggle };
}
