import { profileApi } from '@hearth/domain/api/profile-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { sendSerializedJson } from '../../lib/json-answer.ts';
import { getOwnProfile, setOwnLanguage } from './profile.service.ts';
import { createProfileCache, PROFILE_CHANGED_CHANNEL } from './profile-cache.ts';

/** API-010/011: the caller's profile, dob masked to the year, SSN only as hasSsn; and their language. */
const profileRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };
  const answers = createProfileCache();
  app.notificationFeed.listen({
    name: PROFILE_CHANGED_CHANNEL,
    onMessage: (payload) => answers.profileChanged(payload),
    onLive: (live) => answers.setFeedLive(live),
  });

  registerEndpoint(app, profileApi.get, {
    tags: ['profile'],
    summary: "The caller's profile (API-010, API-011)",
    handler: async (request, reply) => {
      const { identityUuid, orgCode } = request.user;
      // Serialised by the route's own response schema, once per write to the profile (decision 037).
      const body = await answers.answer(identityUuid, orgCode, async () =>
        String(reply.serialize(await getOwnProfile(deps, identityUuid))),
      );
      return sendSerializedJson(reply, body);
    },
  });

  registerEndpoint(app, profileApi.setLanguage, {
    tags: ['profile'],
    summary: "Sets the language the caller's messages, e-mails, texts and documents are written in",
    description:
      'Only the signed-in borrower\'s own profile; a language other than en or es is refused (400) with "Choose English or Spanish" at `language`.',
    handler: (request) => setOwnLanguage(deps, request.user.identityUuid, request.body.language),
  });
};

export default profileRoutes;
