import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationConditions, conditionDocuments } from '../../db/schema/index.ts';
import { checkConditionWrite, readConditionRow, readConditionRows } from './stored-condition.ts';

export type ConditionRow = typeof applicationConditions.$inferSelect;
export type NewConditionRow = typeof applicationConditions.$inferInsert;
export type ConditionDocumentRow = typeof conditionDocuments.$inferSelect;

export async function insertCondition(db: Db, condition: NewConditionRow): Promise<ConditionRow> {
  const [row] = await db.insert(applicationConditions).values(checkConditionWrite(condition)).returning();
  if (!row) {
    throw new Error('insert into application_conditions returned no row');
  }
  return readConditionRow(row);
}

/**
 * An application's conditions, oldest first (CND-006); `unresolvedOnly` for the borrower's list;
 * `signerUuid` for those asked of one audience (null: the borrower, else an additional signer).
 */
export async function listConditions(
  db: Db,
  applicationUuid: string,
  options: { unresolvedOnly?: boolean; signerUuid?: string | null } = {},
): Promise<ConditionRow[]> {
  const audience =
    options.signerUuid === undefined
      ? undefined
      : options.signerUuid === null
        ? isNull(applicationConditions.signerUuid)
        : eq(applicationConditions.signerUuid, options.signerUuid);
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.applicationUuid, applicationUuid),
        options.unresolvedOnly ? ne(applicationConditions.status, 'RESOLVED') : undefined,
        audience,
      ),
    )
    .orderBy(asc(applicationConditions.createdAt), asc(applicationConditions.uuid));
  return readConditionRows(rows);
}

/** The condition if it belongs to the application, locked for the rest of the transaction. */
export async function lockCondition(
  db: Db,
  applicationUuid: string,
  conditionUuid: string,
): Promise<ConditionRow | undefined> {
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        eq(applicationConditions.uuid, conditionUuid),
        eq(applicationConditions.applicationUuid, applicationUuid),
      ),
    )
    .for('update')
    .limit(1);
  const [row] = rows;
  return row && readConditionRow(row);
}

export async function updateCondition(
  db: Db,
  uuid: string,
  patch: Partial<Pick<ConditionRow, 'status' | 'resolvedAt' | 'resolvedByStaffUuid'>>,
): Promise<ConditionRow> {
  const [row] = await db
    .update(applicationConditions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(applicationConditions.uuid, uuid))
    .returning();
  if (!row) {
    throw new Error(`condition ${uuid} vanished during its update`);
  }
  return readConditionRow(row);
}

export async function insertConditionDocument(
  db: Db,
  document: typeof conditionDocuments.$inferInsert,
): Promise<void> {
  await db.insert(conditionDocuments).values(document);
}

export async function countConditionDocuments(db: Db, conditionUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(conditionDocuments)
    .where(eq(conditionDocuments.conditionUuid, conditionUuid));
  return row?.total ?? 0;
}

/** The uploads of several conditions, oldest first. */
export async function listConditionDocuments(
  db: Db,
  conditionUuids: string[],
): Promise<ConditionDocumentRow[]> {
  if (conditionUuids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(conditionDocuments)
    .where(inArray(conditionDocuments.conditionUuid, conditionUuids))
    .orderBy(asc(conditionDocuments.createdAt));
}
