import { SIGNER_API_BASE } from '@hearth/domain/signer/signer-application';
import {
  zAcceptInvitationBody,
  zAcceptInvitationResponse,
  zInvitationLookupBody,
  zInvitationSummary,
} from '@hearth/domain/signer/signer-invitation';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { setSessionCookie } from '../identity/session-cookie.ts';
import { zErrorBody } from '../org/error-body.ts';
import { acceptSignerInvitation, lookupSignerInvitation } from './signer-invitation.service.ts';

const tags = ['signer: additional signers'];

/** The one-time invitation link (`/heloc-signer/resume?token=…`): public, the token is the credential. */
const signerInvitationRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${SIGNER_API_BASE}/invitation`,
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      schema: {
        tags,
        summary:
          'What an invitation link is for (in the body, never the URL): 404 unknown or withdrawn, 409 used or expired',
        body: zInvitationLookupBody,
        response: { 200: zInvitationSummary, ...ERROR_RESPONSES, 404: zErrorBody, 409: zErrorBody },
      },
    },
    (request) => lookupSignerInvitation(app.db, request.body.token, app.config.piiKey),
  );

  app.post(
    `${SIGNER_API_BASE}/invitation/accept`,
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags,
        summary:
          'Accept an invitation once: a new owner sets a password (registration rules) and gets a CO_DEEDER identity and profile; an owner with an account gives its password. Returns a token',
        body: zAcceptInvitationBody,
        response: { 200: zAcceptInvitationResponse, ...ERROR_RESPONSES, 404: zErrorBody, 409: zErrorBody },
      },
    },
    async (request, reply) => {
      const { token, applicationUuid } = await acceptSignerInvitation(
        { db: app.db, tokens: app.tokens },
        request.body,
      );
      setSessionCookie(request, reply, token);
      return { jwt: token.jwt, applicationUuid };
    },
  );
};

export default signerInvitationRoutes;
