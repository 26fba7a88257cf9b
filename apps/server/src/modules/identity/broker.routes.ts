import { identityBrokerApi } from '@hearth/domain/api/identity-api';
import { AppError } from '@hearth/domain/errors/app-error';
import { LOGIN_REDIRECT, LOGOUT_REDIRECT } from '@hearth/domain/identity/broker-dto';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { toSelfInfo } from './identity.mapper.ts';
import { getIdentity } from './identity.service.ts';
import { loginWithPassword } from './login.service.ts';
import { appLoginLockout } from './login-lockout.ts';
import { logout } from './logout.service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const tags = ['identity-broker'];

/** API-044, API-050, API-051: the identity broker's self-info, log-in and logout. */
const brokerRoutes: FastifyPluginAsync = async (app) => {
  const deps = {
    db: app.db,
    tokens: app.tokens,
    revocations: app.revocations,
    lockout: appLoginLockout(app, 'identity'),
  };

  registerEndpoint(app, identityBrokerApi.selfInfo, {
    tags,
    summary: 'Who is logged in, for the HELOC product (API-044)',
    handler: async (request) => {
      const { identity } = await getIdentity(deps, request.user.identityUuid);
      if (request.params.audience === 'agent' && !identity.isBroker) {
        throw new AppError('FORBIDDEN');
      }
      return toSelfInfo(identity, request.params.audience === 'agent' ? 'AGENT' : 'CUSTOMER');
    },
  });

  registerEndpoint(app, identityBrokerApi.login, {
    tags,
    errors: [401],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.login },
    summary: 'Log in; answers where to go and the token (API-050)',
    handler: async (request, reply) => {
      const token = await loginWithPassword(deps, request.body);
      setSessionCookie(request, reply, token);
      return { redirect: request.query.redirectUrl ?? LOGIN_REDIRECT, jwt: token.jwt };
    },
  });

  registerEndpoint(app, identityBrokerApi.logout, {
    tags,
    // On every answer, a refused token's too: the browser drops its session whatever logout said.
    // Cleared before the answer is sent (the handler, or here for a refusal), where it replaces a
    // cookie this call renewed rather than following it.
    onError: async (_request, reply) => {
      clearSessionCookie(reply);
    },
    summary: 'Revoke the presented token; answers where to go (API-051)',
    handler: async (request, reply) => {
      await logout(deps, request.user);
      // A token refreshed by this very call must not outlive the logout.
      reply.removeHeader('authorization');
      clearSessionCookie(reply);
      return { redirect: LOGOUT_REDIRECT };
    },
  });
};

export default brokerRoutes;
