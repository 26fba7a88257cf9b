import {
  zAliasBody,
  zIdentity,
  zIdentityProfile,
  zJwtResponse,
  zLoginResponse,
  zOrgQuery,
  zRegisterQuery,
} from '@hearth/domain/identity/identity-dto';
import { zLoginBody } from '@hearth/domain/validation/login-body';
import { zRegisterBody } from '@hearth/domain/validation/register-body';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { zErrorBody } from '../org/error-body.ts';
import brokerRoutes from './broker.routes.ts';
import { toIdentity, toIdentityProfile } from './identity.mapper.ts';
import { getIdentity, saveAlias } from './identity.service.ts';
import { loginWithPassword } from './login.service.ts';
import { registerIdentity } from './registration.service.ts';
import { BEARER_SECURITY, ERROR_RESPONSES, SECURE_ERROR_RESPONSES } from './route-schemas.ts';
import { setSessionCookie } from './session-cookie.ts';

const tags = ['identity'];

/** API-045…049: registration, log-in, the caller's identity (v1, v1_1) and the phone alias. */
const identityRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, tokens: app.tokens };

  app.post(
    '/identity/api/v1/registration/register',
    {
      config: { rateLimit: RATE_LIMITS.registration },
      schema: {
        tags,
        summary: 'Create an identity, its phone alias and profile; returns a token (API-048)',
        querystring: zRegisterQuery,
        body: zRegisterBody,
        response: { 200: zJwtResponse, 409: zErrorBody, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const registered = await registerIdentity(deps, request.query.organization, request.body);
      setSessionCookie(request, reply, registered.token);
      return { jwt: registered.token.jwt };
    },
  );

  app.post(
    '/identity/api/v1/login',
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary: 'Log in with e-mail and password (API-047)',
        querystring: zOrgQuery,
        body: zLoginBody,
        response: { 200: zLoginResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const token = await loginWithPassword(deps, request.body);
      setSessionCookie(request, reply, token);
      return { uuid: token.identityUuid, jwt: token.jwt };
    },
  );

  app.get(
    '/identity/secure/api/v1/identity',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller (API-045)',
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        response: { 200: zIdentity, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { identity, aliases } = await getIdentity(deps, request.user.identityUuid);
      return toIdentity(identity, aliases);
    },
  );

  app.get(
    '/identity/secure/api/v1_1/identity',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The caller as an identity profile (API-046, API-012)',
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        response: { 200: zIdentityProfile, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { identity, aliases } = await getIdentity(deps, request.user.identityUuid);
      return toIdentityProfile(identity, aliases);
    },
  );

  app.put(
    '/identity/secure/api/v1/identity/alias',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Save the phone number (API-049)',
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        body: zAliasBody,
        response: { 200: zIdentity, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { identity, aliases } = await saveAlias(deps, request.user.identityUuid, request.body);
      return toIdentity(identity, aliases);
    },
  );

  await app.register(brokerRoutes);
};

export default identityRoutes;
