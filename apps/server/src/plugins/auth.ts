import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyBorrowerToken } from '../modules/identity/borrower-token.ts';
import { createRevocationCache } from '../modules/identity/revocation-cache.ts';
import { REVOCATION_CHANNEL } from '../modules/identity/revoked-session.repository.ts';
import { setSessionCookie } from '../modules/identity/session-cookie.ts';
import { createTokenService, type TokenSession } from '../modules/identity/token.service.ts';

export interface AuthenticatedUser {
  identityUuid: string;
  jti: string;
  orgCode: string;
  /** When the presented token expires. */
  expiresAt: Date;
  /** The log-in the token belongs to: logout ends it, and every token of it with it. */
  session: TokenSession;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`; only read it on routes that use that hook. */
    user: AuthenticatedUser;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;

/** The JWT of an `authorization: Bearer <jwt>` header, or a 401 (shared with the ops API's staff check). */
export function readBearerToken(request: FastifyRequest): string {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) {
    throw new AppError('UNAUTHENTICATED');
  }
  return match[1];
}

export interface AuthPluginOptions {
  /** Tests pin the clock (expiry, sliding refresh). */
  now?: () => Date;
}

/**
 * Every failure — no header, not `Bearer <jwt>`, bad signature, wrong kid, expired, another lender's,
 * session ended — is the
 * same 401 `{errors:['unauthenticated']}` (decision: no separate 403 'invalid signature'; the client
 * clears the session on either, RTE-027). With less than 15 minutes left, the response carries a
 * fresh token in `authorization: Bearer …` (API-004), and the session cookie is set to it.
 */
export default fp<AuthPluginOptions>(
  async (app, options) => {
    const tokens = createTokenService({
      secret: app.config.jwtSecret,
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('tokens', tokens);
    const revocations = createRevocationCache();
    app.notificationFeed.listen({
      name: REVOCATION_CHANNEL,
      onMessage: (sessionId) => revocations.markRevoked(sessionId),
      onLive: (live) => revocations.setFeedLive(live),
    });
    app.decorate('revocations', revocations);
    app.decorateRequest('user', null as unknown as AuthenticatedUser);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      const { claims, user } = await verifyBorrowerToken(
        app,
        readBearerToken(request),
        request.org.companyInfo.orgCode,
      );
      request.user = user;
      if (tokens.shouldRefresh(claims)) {
        const fresh = await tokens.issueToken({
          identityUuid: claims.identityUuid,
          orgCode: claims.orgCode,
          session: claims.session,
        });
        reply.header('authorization', `Bearer ${fresh.jwt}`);
        setSessionCookie(request, reply, fresh);
      }
    });
  },
  { name: 'hearth-auth' },
);
