import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signerInvitations } from '../../db/schema/index.ts';

export type SignerInvitationRow = typeof signerInvitations.$inferSelect;

export async function insertSignerInvitation(
  db: Db,
  invitation: typeof signerInvitations.$inferInsert,
): Promise<SignerInvitationRow> {
  const [row] = await db.insert(signerInvitations).values(invitation).returning();
  if (!row) {
    throw new Error('insert into signer_invitations returned no row');
  }
  return row;
}

/** Every link still open for one co-deeder is closed (a new link replaces them, a withdrawal ends them). */
export async function revokeSignerInvitations(
  db: Db,
  applicationUuid: string,
  signerUuid: string,
  at: Date,
): Promise<void> {
  await db
    .update(signerInvitations)
    .set({ revokedAt: at })
    .where(
      and(
        eq(signerInvitations.applicationUuid, applicationUuid),
        eq(signerInvitations.signerUuid, signerUuid),
        isNull(signerInvitations.usedAt),
        isNull(signerInvitations.revokedAt),
      ),
    );
}

/** The invitation of a token hash, locked when `forUpdate` (two tabs accepting at once: one wins). */
export async function findSignerInvitation(
  db: Db,
  tokenHash: string,
  forUpdate = false,
): Promise<SignerInvitationRow | undefined> {
  const query = db
    .select()
    .from(signerInvitations)
    .where(eq(signerInvitations.tokenHash, tokenHash))
    .limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0];
}

export async function markSignerInvitationUsed(db: Db, uuid: string, at: Date): Promise<void> {
  await db.update(signerInvitations).set({ usedAt: at }).where(eq(signerInvitations.uuid, uuid));
}
