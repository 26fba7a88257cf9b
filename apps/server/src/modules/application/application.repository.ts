import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { checkApplicationWrite, readApplicationRow, readApplicationRows } from './stored-application.ts';

export type ApplicationRow = typeof helocApplications.$inferSelect;
export type NewApplicationRow = typeof helocApplications.$inferInsert;

/** The owner's applications, newest first (API-032). */
export async function listApplicationsByOwner(db: Db, identityUuid: string): Promise<ApplicationRow[]> {
  const rows = await db
    .select()
    .from(helocApplications)
    .where(eq(helocApplications.identityUuid, identityUuid))
    .orderBy(desc(helocApplications.createdDate), desc(helocApplications.loanNumber));
  return readApplicationRows(rows);
}

/** The owner's newest application with one lender, or undefined when they have none there. */
export async function findNewestApplicationForOwner(
  db: Db,
  identityUuid: string,
  organizationCode: string,
): Promise<ApplicationRow | undefined> {
  const rows = await db
    .select()
    .from(helocApplications)
    .where(
      and(
        eq(helocApplications.identityUuid, identityUuid),
        eq(helocApplications.organizationCode, organizationCode),
      ),
    )
    .orderBy(desc(helocApplications.createdDate), desc(helocApplications.loanNumber))
    .limit(1);
  return rows[0] && readApplicationRow(rows[0]);
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
  return rows[0] && readApplicationRow(rows[0]);
}

function prepareServerStepQuery(db: Db) {
  return db
    .select({ serverStep: helocApplications.serverStep, identityUuid: helocApplications.identityUuid })
    .from(helocApplications)
    .where(eq(helocApplications.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('application_server_step_and_owner');
}

const serverStepQueries = new WeakMap<Db, ReturnType<typeof prepareServerStepQuery>>();

/**
 * The status call's read, polled by every borrower on every waiting step: the step and the owner
 * (the caller compares it), not the whole row with its offer set and documents, from a statement
 * prepared once per database.
 */
export async function findServerStepAndOwner(
  db: Db,
  uuid: string,
): Promise<{ serverStep: string; identityUuid: string } | undefined> {
  let query = serverStepQueries.get(db);
  if (!query) {
    query = prepareServerStepQuery(db);
    serverStepQueries.set(db, query);
  }
  const rows = await query.execute({ uuid });
  return rows[0];
}

export async function insertApplication(db: Db, application: NewApplicationRow): Promise<ApplicationRow> {
  const [row] = await db.insert(helocApplications).values(checkApplicationWrite(application)).returning();
  if (!row) {
    throw new Error('insert into heloc_applications returned no row');
  }
  return readApplicationRow(row);
}
