import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chatbotFeedback,
  chatbotHandovers,
  chatbotReplies,
  chatConversations,
  chatMessages,
  chatParticipants,
} from '../../db/schema/index.ts';

export type ChatbotReplyRow = typeof chatbotReplies.$inferSelect;
export type ChatbotFeedbackRow = typeof chatbotFeedback.$inferSelect;

export async function insertChatbotReply(
  db: Db,
  values: typeof chatbotReplies.$inferInsert,
): Promise<ChatbotReplyRow> {
  const [row] = await db.insert(chatbotReplies).values(values).returning();
  if (!row) {
    throw new Error('chatbot reply insert returned no row');
  }
  return row;
}

export async function findChatbotReply(
  db: Db,
  conversationUuid: string,
  questionId: string,
): Promise<ChatbotReplyRow | undefined> {
  const [row] = await db
    .select()
    .from(chatbotReplies)
    .where(
      and(eq(chatbotReplies.questionId, questionId), eq(chatbotReplies.conversationUuid, conversationUuid)),
    );
  return row;
}

/** The newest `limit` replies of a conversation, newest first. */
export async function listNewestReplies(
  db: Db,
  conversationUuid: string,
  limit: number,
): Promise<ChatbotReplyRow[]> {
  return db
    .select()
    .from(chatbotReplies)
    .where(eq(chatbotReplies.conversationUuid, conversationUuid))
    .orderBy(desc(chatbotReplies.answerSeq))
    .limit(limit);
}

/** The encrypted bodies of some of a conversation's messages, by number. */
export async function readMessageBodies(
  db: Db,
  conversationUuid: string,
  seqs: readonly number[],
): Promise<Map<number, { bodyEncrypted: string; createdAt: Date }>> {
  if (seqs.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({
      seq: chatMessages.seq,
      bodyEncrypted: chatMessages.bodyEncrypted,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationUuid, conversationUuid), inArray(chatMessages.seq, [...seqs])));
  return new Map(rows.map((row) => [row.seq, row]));
}

/** A second rating of the same reply replaces the first. */
export async function upsertChatbotFeedback(
  db: Db,
  values: typeof chatbotFeedback.$inferInsert,
): Promise<void> {
  await db
    .insert(chatbotFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: chatbotFeedback.questionId,
      set: {
        rating: values.rating,
        reason: values.reason ?? null,
        detailsEncrypted: values.detailsEncrypted ?? null,
        senderEmailEncrypted: values.senderEmailEncrypted ?? null,
        senderType: values.senderType,
        createdAt: new Date(),
      },
    });
}

export interface FeedbackListRow {
  feedback: ChatbotFeedbackRow;
  reply: ChatbotReplyRow;
}

/** A page of feedback, newest first, of the listed lenders (none: nothing) or, without a list, of all. */
export async function listChatbotFeedback(
  db: Db,
  options: {
    orgCodes?: readonly string[] | undefined;
    rating?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<{ rows: FeedbackListRow[]; total: number }> {
  if (options.orgCodes?.length === 0) {
    return { rows: [], total: 0 };
  }
  const where = and(
    options.orgCodes ? inArray(chatbotFeedback.orgCode, [...options.orgCodes]) : undefined,
    options.rating ? eq(chatbotFeedback.rating, options.rating) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ feedback: chatbotFeedback, reply: chatbotReplies })
      .from(chatbotFeedback)
      .innerJoin(chatbotReplies, eq(chatbotReplies.questionId, chatbotFeedback.questionId))
      .where(where)
      .orderBy(desc(chatbotFeedback.createdAt), desc(chatbotFeedback.uuid))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(chatbotFeedback).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Hands a chatbot conversation to the agents' queue: WAITING, in the agents' mode, with the agent
 * session's end. Only a chatbot conversation that has not ended moves; false otherwise.
 */
export async function moveToAgentQueue(
  tx: Db,
  values: { conversationUuid: string; mode: string; sessionExpiresAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(chatConversations)
    .set({ state: 'WAITING', mode: values.mode, sessionExpiresAt: values.sessionExpiresAt })
    .where(
      and(
        eq(chatConversations.uuid, values.conversationUuid),
        eq(chatConversations.mode, 'chatbot'),
        eq(chatConversations.state, 'ACTIVE'),
      ),
    )
    .returning({ uuid: chatConversations.uuid });
  return rows.length === 1;
}

export async function insertHandover(tx: Db, values: typeof chatbotHandovers.$inferInsert): Promise<void> {
  await tx.insert(chatbotHandovers).values(values);
}

/** The asker's new token and session end, and their name and e-mail when the hand-over gives them. */
export async function updateAsker(
  tx: Db,
  uuid: string,
  values: Partial<
    Pick<
      typeof chatParticipants.$inferInsert,
      'tokenHash' | 'tokenExpiresAt' | 'friendlyNameEncrypted' | 'emailEncrypted'
    >
  >,
): Promise<void> {
  await tx.update(chatParticipants).set(values).where(eq(chatParticipants.uuid, uuid));
}

/** Slides a chatbot session's end (CHT-022) with each exchange. */
export async function extendChatbotSession(tx: Db, conversationUuid: string, until: Date): Promise<void> {
  await tx
    .update(chatConversations)
    .set({ sessionExpiresAt: until })
    .where(eq(chatConversations.uuid, conversationUuid));
}

export interface AgentAnswerRow {
  conversationUuid: string;
  applicationUuid: string | null;
  seq: number;
  bodyEncrypted: string;
  createdAt: Date;
}

/**
 * The agents' replies, after the hand-over, in the borrower's conversations where they left a
 * message outside operating hours: newest first.
 */
export async function listAnswersToLeftMessages(
  db: Db,
  identityUuid: string,
  limit: number,
): Promise<AgentAnswerRow[]> {
  return db
    .select({
      conversationUuid: chatMessages.conversationUuid,
      applicationUuid: chatConversations.applicationUuid,
      seq: chatMessages.seq,
      bodyEncrypted: chatMessages.bodyEncrypted,
      createdAt: chatMessages.createdAt,
    })
    .from(chatbotHandovers)
    .innerJoin(chatConversations, eq(chatConversations.uuid, chatbotHandovers.conversationUuid))
    .innerJoin(chatMessages, eq(chatMessages.conversationUuid, chatbotHandovers.conversationUuid))
    .where(
      and(
        eq(chatbotHandovers.identityUuid, identityUuid),
        eq(chatConversations.identityUuid, identityUuid),
        eq(chatbotHandovers.outcome, 'MESSAGE_TAKEN'),
        eq(chatMessages.authorKind, 'AGENT'),
        gt(chatMessages.createdAt, chatbotHandovers.handedOverAt),
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
}
