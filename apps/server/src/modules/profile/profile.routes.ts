import { profileApi } from '@hearth/domain/api/profile-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { getOwnProfile } from './profile.service.ts';

/** API-010/011: the caller's profile, dob masked to the year, SSN only as hasSsn. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };

  registerEndpoint(app, profileApi.get, {
    tags: ['profile'],
    summary: "The caller's profile (API-010, API-011)",
    handler: (request) => getOwnProfile(deps, request.user.identityUuid),
  });
};

export default profileRoutes;
