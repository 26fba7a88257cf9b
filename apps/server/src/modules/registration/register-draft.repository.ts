import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { registerDrafts } from '../../db/schema/index.ts';

type DraftKey = { identityUuid: string; organizationCode: string };

export async function findRegisterDraft(db: Db, key: DraftKey) {
  const [row] = await db
    .select()
    .from(registerDrafts)
    .where(
      and(
        eq(registerDrafts.identityUuid, key.identityUuid),
        eq(registerDrafts.organizationCode, key.organizationCode),
      ),
    );
  return row;
}

/** One draft per identity and lender: a later save replaces the earlier one. */
export async function upsertRegisterDraft(
  db: Db,
  draft: DraftKey & { step: string; dataEncrypted: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(registerDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [registerDrafts.identityUuid, registerDrafts.organizationCode],
      set: { step: draft.step, dataEncrypted: draft.dataEncrypted, updatedAt: draft.updatedAt },
    });
}

export async function deleteRegisterDraft(db: Db, key: DraftKey): Promise<void> {
  await db
    .delete(registerDrafts)
    .where(
      and(
        eq(registerDrafts.identityUuid, key.identityUuid),
        eq(registerDrafts.organizationCode, key.organizationCode),
      ),
    );
}
