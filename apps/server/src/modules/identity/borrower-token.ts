import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { AuthenticatedUser } from '../../plugins/auth.ts';
import type { TokenClaims } from './token.service.ts';

export const STAFF_TOKEN_REFUSED = 'A staff token cannot be used here';

export type BorrowerTokenVerifier = Pick<FastifyInstance, 'db' | 'tokens' | 'revocations'>;

/**
 * The checks on a borrower's (or additional signer's) token, whichever carrier brought it: signature,
 * kid, issuer and expiry, issued for the lender the request is for, its session not ended, not a
 * staff token. Throws AppError UNAUTHENTICATED, or FORBIDDEN for a staff token.
 */
export async function verifyBorrowerToken(
  app: BorrowerTokenVerifier,
  jwt: string,
  requestOrgCode: string,
): Promise<{ claims: TokenClaims; user: AuthenticatedUser }> {
  const claims = await app.tokens.verifyToken(jwt);
  if (await app.revocations.isRevoked(app.db, claims.session.id)) {
    throw new AppError('UNAUTHENTICATED');
  }
  if (claims.scope === 'staff') {
    throw new AppError('FORBIDDEN', [STAFF_TOKEN_REFUSED]);
  }
  if (claims.orgCode !== requestOrgCode) {
    throw new AppError('UNAUTHENTICATED');
  }
  const { identityUuid, jti, orgCode, expiresAt, session } = claims;
  return { claims, user: { identityUuid, jti, orgCode, expiresAt, session } };
}
