import {
  zNotification,
  zNotificationList,
  zNotificationParams,
} from '@hearth/domain/notifications/notification';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const tags = ['notifications'];
const BASE = '/service-notifications/secure/api/v1/notifications';

/** CND-009…013 (decision 009): the header's notifications, derived from what happened, and their read state. */
const notificationsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'The caller’s notifications, newest first (at most 50): conditions asked of them, steps that need them, co-owners who signed',
        security: BEARER_SECURITY,
        response: { 200: zNotificationList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listNotifications(app.db, request.user.identityUuid),
  );

  app.post(
    `${BASE}/read-all`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Mark every notification the caller has as read',
        security: BEARER_SECURITY,
        response: { 204: z.null().describe('No content'), ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await markAllNotificationsRead(app.db, request.user.identityUuid);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${BASE}/:notificationUuid/read`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications as read; 404 for any other uuid',
        security: BEARER_SECURITY,
        params: zNotificationParams,
        response: { 200: zNotification, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => markNotificationRead(app.db, request.user.identityUuid, request.params.notificationUuid),
  );
};

export default notificationsRoutes;
