import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles, type StoredPhoneNumber } from '../../db/schema/index.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, profile: NewProfileRow): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(profile).returning();
  if (!row) {
    throw new Error('insert into profiles returned no row');
  }
  return row;
}

/** An identity's own profile (the first one created). */
export async function findProfileByIdentity(db: Db, identityUuid: string): Promise<ProfileRow | undefined> {
  const rows = await db
    .select()
    .from(profiles)
    .where(eq(profiles.identityUuid, identityUuid))
    .orderBy(asc(profiles.createdAt))
    .limit(1);
  return rows[0];
}

export async function updatePhoneNumbers(
  db: Db,
  profileUuid: string,
  phoneNumbers: StoredPhoneNumber[],
): Promise<void> {
  await db
    .update(profiles)
    .set({ phoneNumbers, updatedAt: new Date() })
    .where(eq(profiles.uuid, profileUuid));
}
