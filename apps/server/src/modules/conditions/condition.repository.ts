import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationConditions, conditionDocuments, documents } from '../../db/schema/index.ts';
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

/** The uploads that count towards numDocsRequired: every one staff have not rejected. */
export async function countConditionDocuments(db: Db, conditionUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(conditionDocuments)
    .where(
      and(
        eq(conditionDocuments.conditionUuid, conditionUuid),
        ne(conditionDocuments.reviewStatus, 'REJECTED'),
      ),
    );
  return row?.total ?? 0;
}

/** One upload of the condition, locked for its review; undefined when it was not uploaded there. */
export async function lockConditionDocument(
  db: Db,
  conditionUuid: string,
  documentUuid: string,
): Promise<ConditionDocumentRow | undefined> {
  const rows = await db
    .select()
    .from(conditionDocuments)
    .where(
      and(
        eq(conditionDocuments.conditionUuid, conditionUuid),
        eq(conditionDocuments.documentUuid, documentUuid),
      ),
    )
    .for('update')
    .limit(1);
  return rows[0];
}

export async function updateConditionDocument(
  db: Db,
  uuid: string,
  review: Pick<
    ConditionDocumentRow,
    'reviewStatus' | 'rejectionReason' | 'reviewedByStaffUuid' | 'reviewedAt'
  >,
): Promise<void> {
  await db.update(conditionDocuments).set(review).where(eq(conditionDocuments.uuid, uuid));
}

/** The rejected uploads of several conditions with their file names, oldest first (the borrower's view). */
export function listRejectedUploads(db: Db, conditionUuids: string[]) {
  if (conditionUuids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      conditionUuid: conditionDocuments.conditionUuid,
      documentUuid: conditionDocuments.documentUuid,
      filename: documents.filename,
      reason: conditionDocuments.rejectionReason,
      rejectedAt: conditionDocuments.reviewedAt,
    })
    .from(conditionDocuments)
    .innerJoin(documents, eq(documents.uuid, conditionDocuments.documentUuid))
    .where(
      and(
        inArray(conditionDocuments.conditionUuid, conditionUuids),
        eq(conditionDocuments.reviewStatus, 'REJECTED'),
      ),
    )
    .orderBy(asc(conditionDocuments.createdAt));
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

/** Every upload to a condition of the application, with its condition's title (the staff's document list). */
export function listApplicationConditionDocuments(db: Db, applicationUuid: string) {
  return db
    .select({
      documentUuid: conditionDocuments.documentUuid,
      conditionUuid: conditionDocuments.conditionUuid,
      conditionTitle: applicationConditions.title,
      uploadedByIdentityUuid: conditionDocuments.uploadedByIdentityUuid,
      reviewStatus: conditionDocuments.reviewStatus,
      rejectionReason: conditionDocuments.rejectionReason,
      reviewedAt: conditionDocuments.reviewedAt,
    })
    .from(conditionDocuments)
    .innerJoin(applicationConditions, eq(applicationConditions.uuid, conditionDocuments.conditionUuid))
    .where(eq(applicationConditions.applicationUuid, applicationUuid))
    .orderBy(asc(conditionDocuments.createdAt));
}
