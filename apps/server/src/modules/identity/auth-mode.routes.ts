import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { createFlagReader } from '../feature-flags/flag-reader.ts';
import { lookUpAuthMode, resolveExternalState } from './auth-mode.service.ts';

const tags = ['identity'];

/** API-070/071 (OP-10, OP-31; decision 019): a lender's sign-in mode and the new mode's hand-over. */
const authModeRoutes: FastifyPluginAsync = async (app) => {
  const deps = { flags: createFlagReader(app), secret: app.config.jwtSecret, now: () => new Date() };

  registerEndpoint(app, authModeApi.lookup, {
    tags,
    config: { rateLimit: RATE_LIMITS.lookup },
    summary: 'How a lender’s borrowers sign in, for an application and mode (API-070)',
    description:
      'authMode BROKER (the new auth mode, flag fe-heloc-new-auth-mode) skips the phone-and-email ' +
      'step of register-v2 and gives the external-state URL (API-071); PASSWORD gives none.',
    handler: (request) => lookUpAuthMode(deps, request.query),
  });

  registerEndpoint(app, authModeApi.externalState, {
    tags,
    config: { rateLimit: RATE_LIMITS.lookup },
    summary: 'The new auth mode’s hand-over: answers 302 to the broker log-in (API-071)',
    description:
      'The state is the one the lookup signed (10 minutes); it fixes the return page, so the redirect ' +
      'never leaves the site. An invalid or expired state is a 400.',
    handler: async (request, reply) => reply.redirect(resolveExternalState(deps, request.query.state), 302),
  });
};

export default authModeRoutes;
