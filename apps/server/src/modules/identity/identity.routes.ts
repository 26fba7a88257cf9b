import { identityApi } from '@hearth/domain/api/identity-api';
import { languageFromAcceptLanguage } from '@hearth/domain/profile/language';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import brokerRoutes from './broker.routes.ts';
import { toIdentity, toIdentityProfile } from './identity.mapper.ts';
import { getIdentity, saveAlias } from './identity.service.ts';
import { loginWithPassword } from './login.service.ts';
import { appLoginLockout } from './login-lockout.ts';
import { registerIdentity } from './registration.service.ts';
import { setSessionCookie } from './session-cookie.ts';

const tags = ['identity'];

/** API-045…049: registration, log-in, the caller's identity (v1, v1_1) and the phone alias. */
const identityRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, tokens: app.tokens, lockout: appLoginLockout(app, 'identity') };

  registerEndpoint(app, identityApi.register, {
    tags,
    errors: [401, 409],
    config: { rateLimit: RATE_LIMITS.registration, accountRateLimit: ACCOUNT_RATE_LIMITS.registration },
    summary: 'Create an identity, its phone alias and profile; returns a token (API-048)',
    handler: async (request, reply) => {
      const registered = await registerIdentity(
        deps,
        request.query.organization,
        request.body,
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      setSessionCookie(request, reply, registered.token);
      return { jwt: registered.token.jwt };
    },
  });

  registerEndpoint(app, identityApi.login, {
    tags,
    errors: [401],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.login },
    summary: 'Log in with e-mail and password (API-047)',
    handler: async (request, reply) => {
      const token = await loginWithPassword(deps, request.body);
      setSessionCookie(request, reply, token);
      return { uuid: token.identityUuid, jwt: token.jwt };
    },
  });

  registerEndpoint(app, identityApi.get, {
    tags,
    summary: 'The caller (API-045)',
    handler: async (request) => {
      const { identity, aliases } = await getIdentity(deps, request.user.identityUuid);
      return toIdentity(identity, aliases);
    },
  });

  registerEndpoint(app, identityApi.profile, {
    tags,
    summary: 'The caller as an identity profile (API-046, API-012)',
    handler: async (request) => {
      const { identity, aliases } = await getIdentity(deps, request.user.identityUuid);
      return toIdentityProfile(identity, aliases);
    },
  });

  registerEndpoint(app, identityApi.saveAlias, {
    tags,
    summary: 'Save the phone number (API-049)',
    handler: async (request) => {
      const { identity, aliases } = await saveAlias(deps, request.user.identityUuid, request.body);
      return toIdentity(identity, aliases);
    },
  });

  await app.register(brokerRoutes);
};

export default identityRoutes;
