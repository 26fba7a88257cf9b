import { count, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ceoFeedback } from '../../db/schema/index.ts';

export type CeoFeedbackRow = typeof ceoFeedback.$inferSelect;
type NewCeoFeedbackRow = typeof ceoFeedback.$inferInsert;

export async function insertCeoFeedback(db: Db, values: NewCeoFeedbackRow): Promise<CeoFeedbackRow> {
  const [row] = await db.insert(ceoFeedback).values(values).returning();
  if (!row) {
    throw new Error('ceo feedback insert returned no row');
  }
  return row;
}

/** A page of feedback, newest first, of the listed lenders (none: nothing) or, without a list, of all. */
export async function listCeoFeedback(
  db: Db,
  options: { organizationCodes?: readonly string[] | undefined; limit: number; offset: number },
): Promise<{ rows: CeoFeedbackRow[]; total: number }> {
  if (options.organizationCodes?.length === 0) {
    return { rows: [], total: 0 };
  }
  const where = options.organizationCodes
    ? inArray(ceoFeedback.organizationCode, [...options.organizationCodes])
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(ceoFeedback)
      .where(where)
      .orderBy(desc(ceoFeedback.createdAt), desc(ceoFeedback.uuid))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(ceoFeedback).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
