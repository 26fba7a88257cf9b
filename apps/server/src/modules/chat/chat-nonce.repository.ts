import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatNonces } from '../../db/schema/index.ts';

export type ChatNonceRow = typeof chatNonces.$inferSelect;

/** Stores a nonce and clears the ones long past. */
export async function insertChatNonce(db: Db, values: ChatNonceRow, now: Date): Promise<void> {
  await db.delete(chatNonces).where(lt(chatNonces.expiresAt, new Date(now.getTime() - 60 * 60 * 1000)));
  await db.insert(chatNonces).values(values);
}

/** The nonce's row while it is good. */
export async function findLiveChatNonce(
  db: Db,
  nonceHash: string,
  now: Date,
): Promise<ChatNonceRow | undefined> {
  const [row] = await db
    .select()
    .from(chatNonces)
    .where(and(eq(chatNonces.nonceHash, nonceHash), gt(chatNonces.expiresAt, now)));
  return row;
}
