import {
  zApplicationParams,
  zHelocApplication,
  zHelocApplicationList,
} from '@hearth/domain/application/heloc-application-dto';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { getOwnApplication, listOwnApplications } from './application.service.ts';

const tags = ['application'];

/** API-032 and API-015: the caller's HELOC applications; nobody else's are reachable. */
const applicationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/service-application/api/v1/application/heloc/all',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's applications, newest first (API-032)",
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        response: { 200: zHelocApplicationList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listOwnApplications(app.db, request.user.identityUuid),
  );

  app.get(
    '/service-application/api/v1/application/heloc/:uuid',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'One of the caller’s applications (API-015); 404 for anyone else’s',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        querystring: zOrgQuery,
        response: { 200: zHelocApplication, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => getOwnApplication(app.db, request.user.identityUuid, request.params.uuid),
  );
};

export default applicationRoutes;
