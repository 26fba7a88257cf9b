import { zNotification, zNotificationList, zNotificationParams } from '../notifications/notification.ts';
import { NOTIFICATIONS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** CND-009…013 (decision 009): the header's notifications and their read state. */
export const notificationsApi = {
  list: defineEndpoint({
    id: 'notifications.list',
    method: 'GET',
    path: NOTIFICATIONS_API,
    auth: 'bearer',
    response: zNotificationList,
  }),
  readAll: defineEndpoint({
    id: 'notifications.readAll',
    method: 'POST',
    path: `${NOTIFICATIONS_API}/read-all`,
    auth: 'bearer',
    response: 'empty',
    status: 204,
  }),
  read: defineEndpoint({
    id: 'notifications.read',
    method: 'POST',
    path: `${NOTIFICATIONS_API}/:notificationUuid/read`,
    auth: 'bearer',
    params: zNotificationParams,
    response: zNotification,
  }),
};
