import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zConditionList } from '@hearth/domain/conditions/condition-dto';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import conditionUploadRoutes from './condition-upload.routes.ts';
import { listBorrowerConditions } from './conditions.service.ts';

const tags = ['conditions'];

/** The borrower's side of conditions: what is asked (API-052) and the upload that answers it. */
const conditionsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/service-conditions/external/api/v1/applications/:uuid/conditions/external-applicants',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "The caller's unresolved conditions, oldest first (API-052, CND-004…006); 404 for anyone else's",
        security: BEARER_SECURITY,
        params: zApplicationParams,
        querystring: zOrgQuery,
        response: { 200: zConditionList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listBorrowerConditions(app.db, request.user.identityUuid, request.params.uuid),
  );

  await app.register(conditionUploadRoutes);
};

export default conditionsRoutes;
