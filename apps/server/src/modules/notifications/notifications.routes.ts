import { notificationsApi } from '@hearth/domain/api/notifications-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service.ts';

const tags = ['notifications'];

/** CND-009…013 (decision 009): the header's notifications, derived from what happened, and their read state. */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };
  registerEndpoint(app, notificationsApi.list, {
    tags,
    summary:
      'The caller’s notifications, newest first (at most 50): conditions asked of them, steps that need them, co-owners who signed, answers to messages they left in chat',
    handler: (request) => listNotifications(deps, request.user.identityUuid),
  });

  registerEndpoint(app, notificationsApi.readAll, {
    tags,
    summary: 'Mark every notification the caller has as read',
    handler: async (request) => {
      await markAllNotificationsRead(deps, request.user.identityUuid);
    },
  });

  registerEndpoint(app, notificationsApi.read, {
    tags,
    summary: 'Mark one of the caller’s notifications as read; 404 for any other uuid',
    handler: (request) =>
      markNotificationRead(deps, request.user.identityUuid, request.params.notificationUuid),
  });
};

export default notificationsRoutes;
