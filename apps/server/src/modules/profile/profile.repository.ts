import { DEFAULT_LANGUAGE, type Language, zLanguage } from '@hearth/domain/profile/language';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { checkProfileWrite, readProfileRow, type StoredPhoneNumber } from './stored-profile.ts';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export async function insertProfile(db: Db, profile: NewProfileRow): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(checkProfileWrite(profile)).returning();
  if (!row) {
    throw new Error('insert into profiles returned no row');
  }
  return readProfileRow(row);
}

/** An identity's own profile (the first one created). */
function prepareProfileByIdentity(db: Db) {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.identityUuid, sql.placeholder('identityUuid')))
    .orderBy(asc(profiles.createdAt))
    .limit(1)
    .prepare('profile_by_identity');
}

const profileQueries = new WeakMap<Db, ReturnType<typeof prepareProfileByIdentity>>();

/** Read on every page load (the session's profile): a statement prepared once per database. */
export async function findProfileByIdentity(db: Db, identityUuid: string): Promise<ProfileRow | undefined> {
  let query = profileQueries.get(db);
  if (!query) {
    query = prepareProfileByIdentity(db);
    profileQueries.set(db, query);
  }
  const [row] = await query.execute({ identityUuid });
  return row && readProfileRow(row);
}

export async function updateLanguage(db: Db, profileUuid: string, language: Language): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ language, updatedAt: new Date() })
    .where(eq(profiles.uuid, profileUuid))
    .returning();
  if (!row) {
    throw new Error('update of profiles returned no row');
  }
  return readProfileRow(row);
}

/** The language to write to an account holder in: their profile's, English when they have none. */
export async function findLanguageByIdentity(db: Db, identityUuid: string): Promise<Language> {
  const profile = await findProfileByIdentity(db, identityUuid);
  return zLanguage.catch(DEFAULT_LANGUAGE).parse(profile?.language);
}

export async function updatePhoneNumbers(
  db: Db,
  profileUuid: string,
  phoneNumbers: StoredPhoneNumber[],
): Promise<void> {
  await db
    .update(profiles)
    .set(checkProfileWrite({ phoneNumbers, updatedAt: new Date() }))
    .where(eq(profiles.uuid, profileUuid));
}

/**
 * PRG-037: what the client's progress model reads from the profile once the borrower gave their
 * ownership and SSN — the ownership on their HOME address and `hasSsn`. The SSN itself stays on the
 * application, encrypted; the profile only says that one is on file.
 */
export async function recordOwnershipAndSsn(db: Db, identityUuid: string, ownership: string): Promise<void> {
  const profile = await findProfileByIdentity(db, identityUuid);
  if (!profile) {
    return;
  }
  const addresses = profile.addresses.map((address) =>
    address.type === 'HOME' ? { ...address, ownership } : address,
  );
  await db
    .update(profiles)
    .set(checkProfileWrite({ hasSsn: true, addresses, updatedAt: new Date() }))
    .where(eq(profiles.uuid, profile.uuid));
}
