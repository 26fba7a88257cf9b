import { conditionsApi } from '@hearth/domain/api/conditions-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import conditionUploadRoutes from './condition-upload.routes.ts';
import { listBorrowerConditions } from './conditions.service.ts';

/** The borrower's side of conditions: what is asked (API-052) and the upload that answers it. */
const conditionsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, conditionsApi.list, {
    tags: ['conditions'],
    summary: "The caller's unresolved conditions, oldest first (API-052, CND-004…006); 404 for anyone else's",
    handler: (request) => listBorrowerConditions(app.db, request.user.identityUuid, request.params.uuid),
  });

  await app.register(conditionUploadRoutes);
};

export default conditionsRoutes;
