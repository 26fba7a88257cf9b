import { AppError } from '@hearth/domain/errors/app-error';
import { parseCookie, stringifySetCookie } from 'cookie';
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

/**
 * The cookie holds the token just handed to the browser (in the body or the `authorization` header)
 * until it expires.
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: { jwt: string; expiresAt: Date },
): void {
  const secondsLeft = Math.floor((token.expiresAt.getTime() - request.server.tokens.now().getTime()) / 1000);
  writeSessionCookie(request, reply, token.jwt, Math.max(0, secondsLeft));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeSessionCookie(request, reply, '', 0);
}

/** The cookie's token when it looks like a JWT; undefined otherwise. */
export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.headers.cookie ? parseCookie(request.headers.cookie)[SESSION_COOKIE] : undefined;
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
    return { jwt, user: (await verifyBorrowerToken(app, jwt)).user };
  } catch (error) {
    // A refused token is no session; anything else (the database down) is the renderer's error.
    if (error instanceof AppError) {
      return null;
    }
    throw error;
  }
}

/** One hearth_session line per response, the last written (a logout's clear after a renewal) winning. */
function writeSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
  maxAge: number,
): void {
  const others = [reply.getHeader('set-cookie') ?? []]
    .flat()
    .map(String)
    .filter((line) => !line.startsWith(`${SESSION_COOKIE}=`));
  const line = stringifySetCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge,
  });
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...others, line]);
}
