import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationIdempotencyKeys, profiles } from '../../db/schema/index.ts';
import { checkProfileWrite, readProfileRow, type StoredAddress } from '../profile/stored-profile.ts';
import { checkIdempotencyKeyWrite, readIdempotencyKeyRow } from './stored-idempotency-key.ts';

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
  const [row] = rows;
  return row && readProfileRow(row);
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
  const [row] = rows;
  return row && readIdempotencyKeyRow(row);
}

export async function insertIdempotencyKey(db: Db, row: typeof applicationIdempotencyKeys.$inferInsert) {
  await db.insert(applicationIdempotencyKeys).values(checkIdempotencyKeyWrite(row));
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
    .set(checkProfileWrite({ ...update, updatedAt: new Date() }))
    .where(eq(profiles.uuid, profileUuid));
}
