import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedTokens } from '../../db/schema/index.ts';

export async function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(eq(revokedTokens.jti, jti))
    .limit(1);
  return rows.length > 0;
}

/** Every instance's revocation cache listens here (db/notification-feed.ts). */
export const REVOCATION_CHANNEL = 'hearth_token_revoked';

/**
 * Idempotent: revoking a token twice keeps the first row. The notification is sent with the
 * transaction, so other instances hear of the revocation exactly when it commits.
 */
export async function insertRevokedToken(
  db: Db,
  token: { jti: string; identityUuid: string; expiresAt: Date },
): Promise<void> {
  await db.insert(revokedTokens).values(token).onConflictDoNothing({ target: revokedTokens.jti });
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${token.jti})`);
}

/** Rows for tokens that have expired anyway are no longer needed. */
export async function deleteExpiredRevocations(db: Db, now: Date): Promise<void> {
  await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
}
