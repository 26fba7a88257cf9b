import { appendAudit } from '../audit/audit.repository.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { deleteExpiredRevocations, insertRevokedToken } from './revoked-token.repository.ts';

export interface SessionToken {
  identityUuid: string;
  jti: string;
  expiresAt: Date;
}

/** API-051: the token's jti is revoked until it would have expired; expired revocations are pruned. */
export async function logout(deps: IdentityDeps, token: SessionToken): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await insertRevokedToken(tx, token);
    await appendAudit(tx, {
      action: 'identity.logged-out',
      actor: { type: 'identity', uuid: token.identityUuid },
      entityUuid: token.identityUuid,
      payload: { jti: token.jti },
    });
  });
  deps.revocations?.markRevoked(token.jti);
  await deleteExpiredRevocations(deps.db, new Date());
}
