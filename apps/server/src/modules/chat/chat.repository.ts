import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chatAttachments, chatConversations, chatMessages, chatParticipants } from '../../db/schema/index.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type ParticipantRow = typeof chatParticipants.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type AttachmentRow = typeof chatAttachments.$inferSelect;
type NewConversation = typeof chatConversations.$inferInsert;
type NewParticipant = typeof chatParticipants.$inferInsert;

export async function insertConversation(db: Db, values: NewConversation): Promise<ConversationRow> {
  const [row] = await db.insert(chatConversations).values(values).returning();
  if (!row) {
    throw new Error('chat conversation insert returned no row');
  }
  return row;
}

export async function insertParticipant(db: Db, values: NewParticipant): Promise<ParticipantRow> {
  const [row] = await db.insert(chatParticipants).values(values).returning();
  if (!row) {
    throw new Error('chat participant insert returned no row');
  }
  return row;
}

export async function findConversation(db: Db, uuid: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.uuid, uuid));
  return row;
}

export async function findParticipantByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<ParticipantRow | undefined> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.tokenHash, tokenHash));
  return row;
}

export async function findParticipant(db: Db, uuid: string): Promise<ParticipantRow | undefined> {
  const [row] = await db.select().from(chatParticipants).where(eq(chatParticipants.uuid, uuid));
  return row;
}

/** Swaps a participant's token for a new one, only while the presented one is still the current one. */
export async function replaceParticipantToken(
  db: Db,
  values: { uuid: string; oldHash: string; newHash: string; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(chatParticipants)
    .set({ tokenHash: values.newHash, tokenExpiresAt: values.expiresAt })
    .where(and(eq(chatParticipants.uuid, values.uuid), eq(chatParticipants.tokenHash, values.oldHash)))
    .returning({ uuid: chatParticipants.uuid });
  return rows.length === 1;
}

export async function extendConversationSession(db: Db, uuid: string, expiresAt: Date): Promise<void> {
  await db
    .update(chatConversations)
    .set({ sessionExpiresAt: expiresAt })
    .where(eq(chatConversations.uuid, uuid));
}

/** The agent's row in the conversation, created on their first message. */
export async function findOrAddAgent(
  db: Db,
  values: { conversationUuid: string; staffUuid: string; friendlyNameEncrypted: string },
): Promise<ParticipantRow> {
  await db
    .insert(chatParticipants)
    .values({ ...values, kind: 'AGENT' })
    .onConflictDoNothing({ target: [chatParticipants.conversationUuid, chatParticipants.staffUuid] });
  const [row] = await db
    .select()
    .from(chatParticipants)
    .where(
      and(
        eq(chatParticipants.conversationUuid, values.conversationUuid),
        eq(chatParticipants.staffUuid, values.staffUuid),
      ),
    );
  if (!row) {
    throw new Error('chat agent participant not found after insert');
  }
  return row;
}

export async function activateConversation(db: Db, uuid: string): Promise<void> {
  await db
    .update(chatConversations)
    .set({ state: 'ACTIVE' })
    .where(and(eq(chatConversations.uuid, uuid), eq(chatConversations.state, 'WAITING')));
}

/**
 * Takes the conversation's next sequence number. The row stays locked until the caller's
 * transaction ends, so a second message waits for the first to commit or roll back: numbers are
 * gap-free and become visible in order. Undefined when the conversation is unknown or ended.
 */
export async function takeNextSeq(tx: Db, conversationUuid: string): Promise<number | undefined> {
  const [row] = await tx
    .update(chatConversations)
    .set({ lastSeq: sql`${chatConversations.lastSeq} + 1` })
    .where(and(eq(chatConversations.uuid, conversationUuid), sql`${chatConversations.state} <> 'ENDED'`))
    .returning({ seq: chatConversations.lastSeq });
  return row?.seq;
}

export async function insertMessage(tx: Db, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  if (!row) {
    throw new Error('chat message insert returned no row');
  }
  return row;
}

/** The message a sender already stored under its own id (a resend). */
export async function findMessageByClientId(
  db: Db,
  values: { conversationUuid: string; authorParticipantUuid: string; clientMessageId: string },
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationUuid, values.conversationUuid),
        eq(chatMessages.authorParticipantUuid, values.authorParticipantUuid),
        eq(chatMessages.clientMessageId, values.clientMessageId),
      ),
    );
  return row;
}

/** Messages after `afterSeq`, oldest first. */
export async function listMessagesAfter(
  db: Db,
  conversationUuid: string,
  afterSeq: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), gt(chatMessages.seq, afterSeq)))
    .orderBy(asc(chatMessages.seq))
    .limit(limit);
}

export async function listParticipants(db: Db, conversationUuid: string): Promise<ParticipantRow[]> {
  return db.select().from(chatParticipants).where(eq(chatParticipants.conversationUuid, conversationUuid));
}

/** Each conversation's newest message number, in one query (the hub's sweep). */
export async function newestSeqs(db: Db, conversationUuids: string[]): Promise<Map<string, number>> {
  if (conversationUuids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ uuid: chatConversations.uuid, lastSeq: chatConversations.lastSeq })
    .from(chatConversations)
    .where(inArray(chatConversations.uuid, conversationUuids));
  return new Map(rows.map((row) => [row.uuid, row.lastSeq]));
}

export async function markConversationEnded(tx: Db, uuid: string, now: Date): Promise<void> {
  await tx
    .update(chatConversations)
    .set({ state: 'ENDED', endedAt: now })
    .where(eq(chatConversations.uuid, uuid));
}

export async function insertAttachment(
  tx: Db,
  values: typeof chatAttachments.$inferInsert,
): Promise<AttachmentRow> {
  const [row] = await tx.insert(chatAttachments).values(values).returning();
  if (!row) {
    throw new Error('chat attachment insert returned no row');
  }
  return row;
}

/** One conversation's attachment; another conversation's is not found. */
export async function findAttachment(
  db: Db,
  conversationUuid: string,
  uuid: string,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.conversationUuid, conversationUuid), eq(chatAttachments.uuid, uuid)));
  return row;
}

export async function listAttachments(
  db: Db,
  conversationUuid: string,
  uuids: string[],
): Promise<AttachmentRow[]> {
  if (uuids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(chatAttachments)
    .where(and(eq(chatAttachments.conversationUuid, conversationUuid), inArray(chatAttachments.uuid, uuids)));
}
