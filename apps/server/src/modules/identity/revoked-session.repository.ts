import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { revokedSessions } from '../../db/schema/index.ts';

export async function isSessionRevoked(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ sessionId: revokedSessions.sessionId })
    .from(revokedSessions)
    .where(eq(revokedSessions.sessionId, sessionId))
    .limit(1);
  return rows.length > 0;
}

/** Every instance's revocation cache listens here (db/notification-feed.ts). */
export const REVOCATION_CHANNEL = 'hearth_session_revoked';

/**
 * Ends a session: every token of it is refused from the commit on. Idempotent (a second logout
 * keeps the first row). The notification is sent with the transaction, so other instances hear of
 * the revocation exactly when it commits.
 */
export async function insertRevokedSession(
  db: Db,
  session: { sessionId: string; identityUuid: string; expiresAt: Date },
): Promise<void> {
  await db.insert(revokedSessions).values(session).onConflictDoNothing({ target: revokedSessions.sessionId });
  await db.execute(sql`select pg_notify(${REVOCATION_CHANNEL}, ${session.sessionId})`);
}

/** Rows for sessions that have ended anyway are no longer needed. */
export async function deleteExpiredRevocations(db: Db, now: Date): Promise<void> {
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
}
