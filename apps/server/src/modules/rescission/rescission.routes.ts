import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zRescindBody, zRescindResult } from '@hearth/domain/journey/rescission';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { rescind } from './rescission.service.ts';

/** Decision 007: the right to cancel (RESCISSION → RESCINDED → CANCELLED). */
const rescissionRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/service-application/api/v1/application/heloc/:uuid/rescind',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['journey: rescission'],
        summary:
          'Cancel the line before the right to cancel ends (any owner on title: the borrower or a co-deeder); 409 once it has',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zRescindBody,
        response: { 200: zRescindResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) => rescind(app.db, { uuid: request.params.uuid, identityUuid: request.user.identityUuid }),
  );
};

export default rescissionRoutes;
