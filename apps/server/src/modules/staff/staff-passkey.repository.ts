import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffPasskeyChallenges, staffPasskeys } from '../../db/schema/index.ts';

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type NewStaffPasskeyRow = typeof staffPasskeys.$inferInsert;

export async function listPasskeys(db: Db, staffUuid: string): Promise<StaffPasskeyRow[]> {
  return db
    .select()
    .from(staffPasskeys)
    .where(eq(staffPasskeys.staffUuid, staffUuid))
    .orderBy(asc(staffPasskeys.createdAt));
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId));
  return row;
}

/** A new passkey; undefined when that credential is already registered (to anyone). */
export async function insertPasskey(
  db: Db,
  passkey: NewStaffPasskeyRow,
): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db.insert(staffPasskeys).values(passkey).onConflictDoNothing().returning();
  return row;
}

/**
 * Records a use: the counter moves from the value the check read to the new one, atomically, so
 * two log-ins with the same signature count cannot both pass.
 */
export async function claimPasskeyCounter(
  db: Db,
  passkey: Pick<StaffPasskeyRow, 'uuid' | 'counter'>,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(staffPasskeys.uuid, passkey.uuid), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ uuid: staffPasskeys.uuid });
  return rows.length === 1;
}

/** Removes one of the staff user's own passkeys: false when it is not theirs (or not there). */
export async function deleteOwnPasskey(db: Db, staffUuid: string, uuid: string): Promise<boolean> {
  const rows = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.uuid, uuid), eq(staffPasskeys.staffUuid, staffUuid)))
    .returning({ uuid: staffPasskeys.uuid });
  return rows.length === 1;
}

export async function deleteAllPasskeys(db: Db, staffUuid: string): Promise<void> {
  await db.delete(staffPasskeys).where(eq(staffPasskeys.staffUuid, staffUuid));
}

/** Keeps a WebAuthn challenge under its key (replacing an earlier one), dropping expired ones. */
export async function putPasskeyChallenge(
  db: Db,
  entry: { key: string; staffUuid: string; challenge: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(staffPasskeyChallenges).where(lt(staffPasskeyChallenges.expiresAt, entry.now));
  const { now: _now, ...values } = entry;
  await db
    .insert(staffPasskeyChallenges)
    .values(values)
    .onConflictDoUpdate({
      target: staffPasskeyChallenges.key,
      set: { staffUuid: values.staffUuid, challenge: values.challenge, expiresAt: values.expiresAt },
    });
}

/** Takes (uses up) the challenge under the key: undefined when there is none or it expired. */
export async function takePasskeyChallenge(
  db: Db,
  key: string,
  now: Date,
): Promise<{ staffUuid: string; challenge: string } | undefined> {
  const [row] = await db
    .delete(staffPasskeyChallenges)
    .where(eq(staffPasskeyChallenges.key, key))
    .returning();
  return row && row.expiresAt.getTime() > now.getTime() ? row : undefined;
}
