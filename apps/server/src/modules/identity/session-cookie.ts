import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import { type BorrowerTokenVerifier, verifyBorrowerToken } from './borrower-token.ts';

/**
 * The borrower's token again, HttpOnly, for the server-side renderer of the SPA's pages only: a
 * navigation carries no localStorage. The API never reads it (bearer header only), so it opens no
 * CSRF hole.
 */
export const SESSION_COOKIE = 'hearth_session';

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** HttpOnly, this site only, the whole site; Secure over HTTPS (behind the trusted proxy too). */
const COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' } as const;

/**
 * The cookie holds the token just handed to the browser (in the body or the `authorization` header)
 * until it expires. One hearth_session line per response: the last written (a logout's clear after
 * a renewal) wins, as @fastify/cookie keeps one cookie per name and path.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: { jwt: string; expiresAt: Date },
): void {
  const secondsLeft = Math.floor((token.expiresAt.getTime() - request.server.tokens.now().getTime()) / 1000);
  reply.setCookie(SESSION_COOKIE, token.jwt, { ...COOKIE_OPTIONS, maxAge: Math.max(0, secondsLeft) });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, COOKIE_OPTIONS);
}

/** The cookie's token when it looks like a JWT; undefined otherwise. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE];
  return value !== undefined && JWT_SHAPE.test(value) ? value : undefined;
}

/** The cookie's session: its token and who it is. */
export interface CookieSession {
  jwt: string;
  user: AuthenticatedUser;
}

/** The cookie's session, checked as `app.authenticate` checks a bearer; null if absent or refused. */
export async function authenticateSessionCookie(
  app: BorrowerTokenVerifier,
  request: FastifyRequest,
): Promise<CookieSession | null> {
  const jwt = readSessionCookie(request);
  if (!jwt) {
    return null;
  }
  try {
    return { jwt, user: (await verifyBorrowerToken(app, jwt, request.org.companyInfo.orgCode)).user };
  } catch (error) {
    // A refused token is no session; anything else (the database down) is the renderer's error.
    if (error instanceof AppError) {
      return null;
    }
    throw error;
  }
}
