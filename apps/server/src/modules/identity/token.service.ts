import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@hearth/domain/errors/app-error';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Tokens live one hour; a call made with less than 15 minutes left gets a fresh one (API-004). */
export const TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_WITHIN_SECONDS = 15 * 60;
/**
 * However often its tokens are renewed, a session ends this long after its log-in: half a day for
 * lender staff and borrowers alike (a staff session also ends after 15 idle minutes, staff-auth.plugin.ts).
 */
export const SESSION_LIFETIME_SECONDS: Readonly<Record<TokenScope, number>> = {
  borrower: 12 * 60 * 60,
  staff: 12 * 60 * 60,
};
const ISSUER = 'hearth';
const ALGORITHM = 'HS256';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A borrower token, or a lender-staff token for the ops API (`scope: 'staff'`); neither opens the other's routes. */
export type TokenScope = 'borrower' | 'staff';

/** The log-in a token belongs to: every token renewed from it shares its id and its end. */
export interface TokenSession {
  id: string;
  expiresAt: Date;
}

export interface TokenSubject {
  /** The borrower's identity, or the staff user's uuid for a staff token. */
  identityUuid: string;
  /** The lender the token was issued for; it opens nothing on another lender's host. */
  orgCode: string;
  /** Defaults to 'borrower'. */
  scope?: TokenScope;
  /** The session a renewed token continues; a new one starts when absent (a log-in). */
  session?: TokenSession;
}

export interface TokenClaims extends Omit<TokenSubject, 'session'> {
  scope: TokenScope;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  session: TokenSession;
}

export interface IssuedToken extends TokenClaims {
  jwt: string;
}

export interface TokenService {
  /** The key id in every header: a fingerprint of the secret, so a rotated secret is told apart. */
  readonly kid: string;
  /** The clock tokens are issued and checked by. */
  now(): Date;
  /** A token of a new session, or the next token of `subject.session` (never past its end). */
  issueToken(subject: TokenSubject): Promise<IssuedToken>;
  /** Signature, algorithm, kid, issuer, expiry and claim shapes; anything wrong → AppError UNAUTHENTICATED. */
  verifyToken(jwt: string): Promise<TokenClaims>;
  shouldRefresh(claims: TokenClaims): boolean;
}

export interface TokenServiceOptions {
  secret: string;
  now?: () => Date;
}

/** Tokens whose signature this process already checked; a client sends the same one on every call. */
const VERIFIED_CACHE_SIZE = 5_000;

export function createTokenService({ secret, now = () => new Date() }: TokenServiceOptions): TokenService {
  const key = new TextEncoder().encode(secret);
  const kid = `hs256-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
  const verified = new Map<string, TokenClaims>();

  function remember(jwt: string, claims: TokenClaims): void {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next().value;
      if (oldest !== undefined) {
        verified.delete(oldest);
      }
    }
    verified.set(jwt, claims);
  }

  return {
    kid,
    now,
    async issueToken(subject) {
      const issuedAtSeconds = Math.floor(now().getTime() / 1000);
      const scope = subject.scope ?? 'borrower';
      const session = subject.session ?? {
        id: randomUUID(),
        expiresAt: new Date((issuedAtSeconds + SESSION_LIFETIME_SECONDS[scope]) * 1000),
      };
      const sessionEndSeconds = Math.floor(session.expiresAt.getTime() / 1000);
      if (sessionEndSeconds <= issuedAtSeconds) {
        throw new AppError('UNAUTHENTICATED');
      }
      const expiresAtSeconds = Math.min(issuedAtSeconds + TOKEN_TTL_SECONDS, sessionEndSeconds);
      const claims: TokenClaims = {
        identityUuid: subject.identityUuid,
        orgCode: subject.orgCode,
        scope,
        jti: randomUUID(),
        issuedAt: new Date(issuedAtSeconds * 1000),
        expiresAt: new Date(expiresAtSeconds * 1000),
        session: { id: session.id, expiresAt: new Date(sessionEndSeconds * 1000) },
      };
      const jwt = await new SignJWT({
        org: subject.orgCode,
        sid: session.id,
        sxp: sessionEndSeconds,
        ...(scope === 'staff' ? { scope } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, kid, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(subject.identityUuid)
        .setJti(claims.jti)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { ...claims, jwt };
    },
    async verifyToken(jwt) {
      const known = verified.get(jwt);
      if (known) {
        // The same bytes carry the same signature and claims: only the clock can have changed.
        if (known.expiresAt.getTime() <= now().getTime()) {
          verified.delete(jwt);
          throw new AppError('UNAUTHENTICATED');
        }
        return known;
      }
      try {
        const { payload, protectedHeader } = await jwtVerify(jwt, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
          currentDate: now(),
        });
        const scope = payload.scope ?? 'borrower';
        const { sid, sxp } = payload;
        if (
          protectedHeader.kid !== kid ||
          typeof payload.org !== 'string' ||
          !UUID.test(payload.sub ?? '') ||
          (scope !== 'borrower' && scope !== 'staff') ||
          typeof sid !== 'string' ||
          !UUID.test(sid) ||
          typeof sxp !== 'number' ||
          (payload.exp as number) > sxp
        ) {
          throw new AppError('UNAUTHENTICATED');
        }
        const claims: TokenClaims = {
          identityUuid: payload.sub as string,
          orgCode: payload.org,
          scope,
          jti: payload.jti as string,
          issuedAt: new Date((payload.iat as number) * 1000),
          expiresAt: new Date((payload.exp as number) * 1000),
          session: { id: sid, expiresAt: new Date(sxp * 1000) },
        };
        remember(jwt, claims);
        return claims;
      } catch (error) {
        if (error instanceof AppError || error instanceof joseErrors.JOSEError) {
          throw new AppError('UNAUTHENTICATED');
        }
        throw error;
      }
    },
    shouldRefresh(claims) {
      // A token that ends with its session has nothing left to renew.
      return (
        claims.expiresAt.getTime() < claims.session.expiresAt.getTime() &&
        claims.expiresAt.getTime() - now().getTime() < REFRESH_WITHIN_SECONDS * 1000
      );
    },
  };
}
