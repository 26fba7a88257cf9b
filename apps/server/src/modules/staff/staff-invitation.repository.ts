import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffInvitations } from '../../db/schema/index.ts';

export type StaffInvitationRow = typeof staffInvitations.$inferSelect;

export async function insertStaffInvitation(
  db: Db,
  invitation: Omit<typeof staffInvitations.$inferInsert, 'acceptedAt' | 'createdAt'> & { uuid: string },
): Promise<StaffInvitationRow> {
  const [row] = await db.insert(staffInvitations).values(invitation).returning();
  if (!row) {
    throw new Error('staff invitation not inserted');
  }
  return row;
}

export async function findStaffInvitationByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<StaffInvitationRow | undefined> {
  const rows = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Invitations neither accepted nor expired, oldest first. */
export function listPendingStaffInvitations(db: Db, now: Date): Promise<StaffInvitationRow[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.createdAt));
}

/** Marks the invitation used, atomically: false when it was accepted already. */
export async function markStaffInvitationAccepted(db: Db, uuid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvitations.uuid, uuid), isNull(staffInvitations.acceptedAt)))
    .returning({ uuid: staffInvitations.uuid });
  return rows.length === 1;
}
