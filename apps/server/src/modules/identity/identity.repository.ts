import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, identityAliases } from '../../db/schema/index.ts';

export type IdentityRow = typeof identities.$inferSelect;
export type AliasRow = typeof identityAliases.$inferSelect;

/** E-mails are stored lower-cased; the lookup lower-cases too (the unique index is on lower(email)). */
export async function findIdentityByEmail(db: Db, email: string): Promise<IdentityRow | undefined> {
  const rows = await db
    .select()
    .from(identities)
    .where(eq(sql`lower(${identities.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0];
}

export async function findIdentityByUuid(db: Db, uuid: string): Promise<IdentityRow | undefined> {
  const rows = await db.select().from(identities).where(eq(identities.uuid, uuid)).limit(1);
  return rows[0];
}

export async function insertIdentity(
  db: Db,
  identity: Pick<IdentityRow, 'email' | 'passwordHash' | 'organizationCode'> &
    Partial<Pick<IdentityRow, 'profileType' | 'isBroker'>>,
): Promise<IdentityRow> {
  const [row] = await db
    .insert(identities)
    .values({ ...identity, email: identity.email.toLowerCase() })
    .returning();
  if (!row) {
    throw new Error('insert into identities returned no row');
  }
  return row;
}

export async function listAliases(db: Db, identityUuid: string): Promise<AliasRow[]> {
  return db
    .select()
    .from(identityAliases)
    .where(eq(identityAliases.identityUuid, identityUuid))
    .orderBy(asc(identityAliases.type));
}

/** One alias per type: a second save of 'Phone' replaces the value. */
export async function upsertAlias(
  db: Db,
  alias: { identityUuid: string; type: string; value: string },
): Promise<void> {
  const now = new Date();
  await db
    .insert(identityAliases)
    .values({ ...alias, updatedAt: now })
    .onConflictDoUpdate({
      target: [identityAliases.identityUuid, identityAliases.type],
      set: { value: alias.value, updatedAt: now },
    });
}

export async function touchIdentity(db: Db, uuid: string): Promise<void> {
  await db.update(identities).set({ updatedAt: new Date() }).where(eq(identities.uuid, uuid));
}
