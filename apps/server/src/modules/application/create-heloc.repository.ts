import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationIdempotencyKeys, profiles, type StoredAddress } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof applicationIdempotencyKeys.$inferSelect;
export interface LockedProfile {
  uuid: string;
  addresses: StoredAddress[];
}

/**
 * Locks the caller's profile row for the rest of the transaction: concurrent creates of one
 * borrower run one after the other, so the active-application and Idempotency-Key checks see
 * every committed application.
 */
export async function lockProfileOfIdentity(
  db: Db,
  identityUuid: string,
): Promise<LockedProfile | undefined> {
  const rows = await db
    .select({ uuid: profiles.uuid, addresses: profiles.addresses })
    .from(profiles)
    .where(eq(profiles.identityUuid, identityUuid))
    .orderBy(profiles.createdAt)
    .limit(1)
    .for('update');
  return rows[0];
}

export async function findIdempotencyKey(
  db: Db,
  identityUuid: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const rows = await db
    .select()
    .from(applicationIdempotencyKeys)
    .where(
      and(eq(applicationIdempotencyKeys.identityUuid, identityUuid), eq(applicationIdempotencyKeys.key, key)),
    )
    .limit(1);
  return rows[0];
}

export async function insertIdempotencyKey(db: Db, row: typeof applicationIdempotencyKeys.$inferInsert) {
  await db.insert(applicationIdempotencyKeys).values(row);
}

export interface ApplicantProfileUpdate {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
  dobEncrypted: string;
  addresses: StoredAddress[];
}

/** The profile takes the applicant's legal name, date of birth and HOME address (replacing the old one). */
export async function updateApplicantProfile(db: Db, profileUuid: string, update: ApplicantProfileUpdate) {
  await db
    .update(profiles)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(profiles.uuid, profileUuid));
}
