import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications } from '../../db/schema/index.ts';

export type ApplicationRow = typeof helocApplications.$inferSelect;
export type NewApplicationRow = typeof helocApplications.$inferInsert;

/** The owner's applications, newest first (API-032). */
export async function listApplicationsByOwner(db: Db, identityUuid: string): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.identityUuid, identityUuid))
    .orderBy(desc(helocApplications.createdDate), desc(helocApplications.loanNumber));
}

/** Ownership is part of the query: someone else's application is simply not found (no IDOR). */
export async function findApplicationForOwner(
  db: Db,
  uuid: string,
  identityUuid: string,
): Promise<ApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(helocApplications)
    .where(and(eq(helocApplications.uuid, uuid), eq(helocApplications.identityUuid, identityUuid)))
    .limit(1);
  return rows[0];
}

export async function insertApplication(db: Db, application: NewApplicationRow): Promise<ApplicationRow> {
  const [row] = await db.insert(helocApplications).values(application).returning();
  if (!row) {
    throw new Error('insert into heloc_applications returned no row');
  }
  return row;
}
