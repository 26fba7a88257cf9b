import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

export { DOCUMENT_STATUSES, type DocumentStatus } from '@hearth/domain/journey/documents';

export async function insertDocument(db: Db, row: NewDocumentRow): Promise<DocumentRow> {
  const [inserted] = await db.insert(documents).values(row).returning();
  if (!inserted) {
    throw new Error('insert into documents returned no row');
  }
  return inserted;
}

/** Oldest first, so the borrower sees the package in the order it was produced. */
export function listDocuments(db: Db, applicationUuid: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(documents)
    .where(eq(documents.applicationUuid, applicationUuid))
    .orderBy(asc(documents.createdAt), asc(documents.uuid));
}

/** The document only when it belongs to that application: a uuid from another one is not found. */
export async function findApplicationDocument(
  db: Db,
  applicationUuid: string,
  documentUuid: string,
): Promise<DocumentRow | undefined> {
  const rows = await db
    .select()
    .from(documents)
    .where(and(eq(documents.uuid, documentUuid), eq(documents.applicationUuid, applicationUuid)))
    .limit(1);
  return rows[0];
}

/** Locks the row for the signing transaction, so two signatures cannot race. */
export async function lockDocument(db: Db, documentUuid: string): Promise<DocumentRow | undefined> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.uuid, documentUuid))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function updateDocument(
  db: Db,
  documentUuid: string,
  changes: Partial<NewDocumentRow>,
): Promise<DocumentRow> {
  const [updated] = await db
    .update(documents)
    .set(changes)
    .where(eq(documents.uuid, documentUuid))
    .returning();
  if (!updated) {
    throw new Error(`document ${documentUuid} vanished while updating`);
  }
  return updated;
}
