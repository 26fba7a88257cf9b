import { appendAudit } from '../audit/audit.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { deleteExpiredRevocations, insertRevokedSession } from './revoked-session.repository.ts';
import type { TokenSession } from './token.service.ts';

export interface SessionToken {
  identityUuid: string;
  jti: string;
  session: TokenSession;
}

/**
 * API-051: ends the token's session, so it and every token renewed from it are refused at once, here
 * and on every instance; revocations of sessions that have ended anyway are pruned.
 */
export async function logout(deps: IdentityDeps, token: SessionToken): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await insertRevokedSession(tx, {
      sessionId: token.session.id,
      identityUuid: token.identityUuid,
      expiresAt: token.session.expiresAt,
    });
    await appendAudit(tx, {
      action: 'identity.logged-out',
      actor: { type: 'identity', uuid: token.identityUuid },
      entityUuid: token.identityUuid,
      payload: { jti: token.jti, sessionId: token.session.id },
    });
  });
  deps.revocations?.markRevoked(token.session.id);
  await deleteExpiredRevocations(deps.db, new Date());
}
