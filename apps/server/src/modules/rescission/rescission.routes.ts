import { rescissionApi } from '@hearth/domain/api/application-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { rescind } from './rescission.service.ts';

/** Decision 007: the right to cancel (RESCISSION → RESCINDED → CANCELLED). */
const rescissionRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, rescissionApi.rescind, {
    tags: ['journey: rescission'],
    errors: [409],
    summary:
      'Cancel the line before the right to cancel ends (any owner on title: the borrower or a co-deeder); 409 once it has',
    handler: (request) =>
      rescind(app.db, { uuid: request.params.uuid, identityUuid: request.user.identityUuid }),
  });
};

export default rescissionRoutes;
