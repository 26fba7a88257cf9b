import { AppError } from '@hearth/domain/errors/app-error';
import {
  LOGIN_REDIRECT,
  LOGOUT_REDIRECT,
  zBrokerLoginQuery,
  zBrokerLoginResponse,
  zRedirectResponse,
  zSelfInfo,
} from '@hearth/domain/identity/broker-dto';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { toSelfInfo } from './identity.mapper.ts';
import { getIdentity } from './identity.service.ts';
import { loginWithPassword } from './login.service.ts';
import { logout } from './logout.service.ts';
import { BEARER_SECURITY, ERROR_RESPONSES, SECURE_ERROR_RESPONSES } from './route-schemas.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const tags = ['identity-broker'];
/** `customer` is the borrower; `agent` shares the handlers but is for broker identities only. */
const zAudienceParams = z.strictObject({ audience: z.enum(['customer', 'agent']) });

/** API-044, API-050, API-051: the identity broker's self-info, log-in and logout. */
const brokerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, tokens: app.tokens, revocations: app.revocations };

  app.get(
    '/identity-broker/:audience/secure/api/v3/self/helocinfo',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Who is logged in, for the HELOC product (API-044)',
        security: BEARER_SECURITY,
        params: zAudienceParams,
        querystring: zOrgQuery,
        response: { 200: zSelfInfo, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { identity } = await getIdentity(deps, request.user.identityUuid);
      if (request.params.audience === 'agent' && !identity.isBroker) {
        throw new AppError('FORBIDDEN');
      }
      return toSelfInfo(identity, request.params.audience === 'agent' ? 'AGENT' : 'CUSTOMER');
    },
  );

  app.post(
    '/identity-broker/:audience/api/v3/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in; answers where to go and the token (API-050)',
        params: zAudienceParams,
        querystring: zBrokerLoginQuery,
        body: zLoginBody,
        response: { 200: zBrokerLoginResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const token = await loginWithPassword(deps, request.body);
      setSessionCookie(request, reply, token);
      return { redirect: request.query.redirectUrl ?? LOGIN_REDIRECT, jwt: token.jwt };
    },
  );

  app.post(
    '/identity-broker/:audience/secure/api/v3/logout',
    {
      preHandler: app.authenticate,
      // On every answer, a refused token's too: the browser drops its session whatever logout said.
      // Cleared before the answer is sent (the handler, or here for a refusal), where it replaces a
      // cookie this call renewed rather than following it.
      onError: async (_request, reply) => {
        clearSessionCookie(reply);
      },
      schema: {
        tags,
        summary: 'Revoke the presented token; answers where to go (API-051)',
        security: BEARER_SECURITY,
        params: zAudienceParams,
        querystring: zOrgQuery,
        response: { 200: zRedirectResponse, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await logout(deps, request.user);
      // A token refreshed by this very call must not outlive the logout.
      reply.removeHeader('authorization');
      clearSessionCookie(reply);
      return { redirect: LOGOUT_REDIRECT };
    },
  );
};

export default brokerRoutes;
