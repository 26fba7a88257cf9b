import { signerApi } from '@hearth/domain/api/signer-api';
import { languageFromAcceptLanguage } from '@hearth/domain/profile/language';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { ACCOUNT_RATE_LIMITS, RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { appLoginLockout } from '../identity/login-lockout.ts';
import { setSessionCookie } from '../identity/session-cookie.ts';
import { acceptSignerInvitation, lookupSignerInvitation } from './signer-invitation.service.ts';

const tags = ['signer: additional signers'];

/** The one-time invitation link (`/heloc-signer/resume?token=…`): public, the token is the credential. */
const signerInvitationRoutes: FastifyPluginAsync = async (app) => {
  const lockout = appLoginLockout(app, 'identity');
  registerEndpoint(app, signerApi.lookupInvitation, {
    tags,
    errors: [401, 404, 409],
    config: { rateLimit: RATE_LIMITS.lookup },
    summary:
      'What an invitation link is for (in the body, never the URL): 404 unknown or withdrawn, 409 used or expired',
    handler: (request) => lookupSignerInvitation(app.db, request.body.token, app.config.piiKey),
  });

  registerEndpoint(app, signerApi.acceptInvitation, {
    tags,
    errors: [401, 404, 409],
    config: { rateLimit: RATE_LIMITS.login, accountRateLimit: ACCOUNT_RATE_LIMITS.invitation },
    summary:
      'Accept an invitation once: a new owner sets a password (registration rules) and gets a CO_DEEDER identity and profile; an owner with an account gives its password. Returns a token',
    handler: async (request, reply) => {
      const { token, applicationUuid } = await acceptSignerInvitation(
        { db: app.db, tokens: app.tokens, lockout },
        request.body,
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      setSessionCookie(request, reply, token);
      return { jwt: token.jwt, applicationUuid };
    },
  });
};

export default signerInvitationRoutes;
