import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/index.ts';

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** A staff session not used for this long is over (NIST 800-63B AAL2 re-authentication). */
export const STAFF_IDLE_TIMEOUT_MS = 15 * 60_000;

/** Every instance hears a staff session end here (payload: its id), to close what it keeps open for it. */
export const STAFF_SESSION_ENDED_CHANNEL = 'hearth_staff_session_ended';

async function announceSessionsEnded(db: Db, sessionIds: readonly string[]): Promise<void> {
  for (const sessionId of sessionIds) {
    await db.execute(sql`select pg_notify(${STAFF_SESSION_ENDED_CHANNEL}, ${sessionId})`);
  }
}

/**
 * Whether the session can still be used, without counting this as a use: what a long-lived
 * response (the pipeline's live feed) checks now and then.
 */
export async function isStaffSessionLive(
  db: Db,
  session: { sessionId: string; staffUuid: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ sessionId: staffSessions.sessionId })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.sessionId, session.sessionId),
        eq(staffSessions.staffUuid, session.staffUuid),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, session.now),
        gt(staffSessions.lastSeenAt, new Date(session.now.getTime() - STAFF_IDLE_TIMEOUT_MS)),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function insertStaffSession(
  db: Db,
  session: { sessionId: string; staffUuid: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSessions).values({
    sessionId: session.sessionId,
    staffUuid: session.staffUuid,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

/**
 * The session is used now: true, and its last use moved to `now`, only when it is the staff user's,
 * not revoked, not past its end and used within the idle timeout. One statement, so every instance
 * judges by the same row; a session refused here is revoked.
 */
export async function touchStaffSession(
  db: Db,
  session: { sessionId: string; staffUuid: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ lastSeenAt: session.now })
    .where(
      and(
        eq(staffSessions.sessionId, session.sessionId),
        eq(staffSessions.staffUuid, session.staffUuid),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, session.now),
        gt(staffSessions.lastSeenAt, new Date(session.now.getTime() - STAFF_IDLE_TIMEOUT_MS)),
      ),
    )
    .returning({ sessionId: staffSessions.sessionId });
  if (rows.length === 1) {
    return true;
  }
  // An idle or expired session is ended for good: an instance whose clock runs behind cannot revive it.
  await db
    .update(staffSessions)
    .set({ revokedAt: session.now })
    .where(and(eq(staffSessions.sessionId, session.sessionId), isNull(staffSessions.revokedAt)));
  return false;
}

/** The staff user's sessions that can still be used, newest first. */
export function listLiveStaffSessions(db: Db, staffUuid: string, now: Date): Promise<StaffSessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffUuid, staffUuid),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS)),
      ),
    )
    .orderBy(desc(staffSessions.createdAt));
}

/** Ends one session of the staff user; false when there is no such live session of theirs. */
export async function revokeStaffSession(
  db: Db,
  session: { sessionId: string; staffUuid: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: session.now })
    .where(
      and(
        eq(staffSessions.sessionId, session.sessionId),
        eq(staffSessions.staffUuid, session.staffUuid),
        isNull(staffSessions.revokedAt),
      ),
    )
    .returning({ sessionId: staffSessions.sessionId });
  await announceSessionsEnded(
    db,
    rows.map((row) => row.sessionId),
  );
  return rows.length === 1;
}

/** Ends every session of the staff user (disabled, second factor reset). */
export async function revokeAllStaffSessions(db: Db, staffUuid: string, now: Date): Promise<void> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffUuid, staffUuid), isNull(staffSessions.revokedAt)))
    .returning({ sessionId: staffSessions.sessionId });
  await announceSessionsEnded(
    db,
    rows.map((row) => row.sessionId),
  );
}
