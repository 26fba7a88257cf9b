import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffLoginChallenges, staffRecoveryCodes } from '../../db/schema/index.ts';

/** Replaces the staff user's recovery codes with these (hashes). */
export async function replaceRecoveryCodes(db: Db, staffUuid: string, codeHashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUuid, staffUuid));
  if (codeHashes.length > 0) {
    await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffUuid, codeHash })));
  }
}

/** Uses one recovery code, atomically: true only the first time. */
export async function consumeRecoveryCode(db: Db, staffUuid: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffUuid, staffUuid),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: staffRecoveryCodes.codeHash });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, staffUuid: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUuid, staffUuid), isNull(staffRecoveryCodes.usedAt)));
  return row?.total ?? 0;
}

export async function insertLoginChallenge(
  db: Db,
  challenge: { tokenHash: string; staffUuid: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.delete(staffLoginChallenges).where(lt(staffLoginChallenges.expiresAt, challenge.now));
  await db.insert(staffLoginChallenges).values({
    tokenHash: challenge.tokenHash,
    staffUuid: challenge.staffUuid,
    expiresAt: challenge.expiresAt,
  });
}

export async function findLoginChallenge(
  db: Db,
  tokenHash: string,
): Promise<{ staffUuid: string; expiresAt: Date } | undefined> {
  const rows = await db
    .select({ staffUuid: staffLoginChallenges.staffUuid, expiresAt: staffLoginChallenges.expiresAt })
    .from(staffLoginChallenges)
    .where(eq(staffLoginChallenges.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Uses the challenge up: true for the one caller that deleted it, false for any other. */
export async function consumeLoginChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const deleted = await db
    .delete(staffLoginChallenges)
    .where(eq(staffLoginChallenges.tokenHash, tokenHash))
    .returning({ tokenHash: staffLoginChallenges.tokenHash });
  return deleted.length > 0;
}
