import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visitorRegisterDrafts } from '../../db/schema/index.ts';

type DraftKey = { idHash: string; organizationCode: string };

const byKey = (key: DraftKey) =>
  and(
    eq(visitorRegisterDrafts.idHash, key.idHash),
    eq(visitorRegisterDrafts.organizationCode, key.organizationCode),
  );

/** The draft under this key, unless it has expired (an expired row reads as none). */
export async function findVisitorRegisterDraft(db: Db, key: DraftKey, now: Date) {
  const [row] = await db
    .select()
    .from(visitorRegisterDrafts)
    .where(and(byKey(key), gt(visitorRegisterDrafts.expiresAt, now)));
  return row;
}

/** One draft per cookie and lender: a later save replaces the answers and starts the day again. */
export async function upsertVisitorRegisterDraft(
  db: Db,
  draft: DraftKey & { dataEncrypted: string; updatedAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(visitorRegisterDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [visitorRegisterDrafts.idHash, visitorRegisterDrafts.organizationCode],
      set: { dataEncrypted: draft.dataEncrypted, updatedAt: draft.updatedAt, expiresAt: draft.expiresAt },
    });
}

export async function deleteVisitorRegisterDraft(db: Db, key: DraftKey): Promise<void> {
  await db.delete(visitorRegisterDrafts).where(byKey(key));
}

/** Drops every expired draft (done on each save, as the other short-lived rows are). */
export async function deleteExpiredVisitorRegisterDrafts(db: Db, now: Date): Promise<void> {
  await db.delete(visitorRegisterDrafts).where(lt(visitorRegisterDrafts.expiresAt, now));
}
