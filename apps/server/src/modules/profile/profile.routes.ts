import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import { zProfile } from '@hearth/domain/profile/profile-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { getOwnProfile } from './profile.service.ts';

/** GET /service-profile/api/v1/profile (API-010/011): dob masked to the year, SSN only as hasSsn. */
const profileRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, piiKey: app.config.piiKey };

  app.get(
    '/service-profile/api/v1/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "The caller's profile (API-010, API-011)",
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        response: { 200: zProfile, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => getOwnProfile(deps, request.user.identityUuid),
  );
};

export default profileRoutes;
