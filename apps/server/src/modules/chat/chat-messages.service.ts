import { CHAT_ASSIGNED_ELSEWHERE } from '@hearth/domain/chat/chat-agent';
import {
  CHAT_AUTHOR_KINDS,
  CHAT_EVENTS,
  type ChatAuthorKind,
  type ChatMessageFrame,
  type ChatSystemEvent,
} from '@hearth/domain/chat/chat-socket-protocol';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { decryptPii, encryptPii } from '../../lib/pii.ts';
import { appendAudit } from '../audit/audit.repository.ts';
import {
  activateConversation,
  findMessageByClientId,
  insertMessage,
  listAttachments,
  listMessagesAfter,
  listParticipants,
  markConversationEnded,
  takeNextSeq,
} from './chat.repository.ts';
import { claimOnReply } from './chat-agent.repository.ts';
import { toChatAttachment } from './chat-attachment-row.ts';
import type { ChatFanout } from './chat-fanout.ts';

export const CHAT_ENDED_MESSAGE = 'This chat has ended';

export interface ChatMessageDeps {
  db: Db;
  piiKey: Buffer;
  fanout: ChatFanout;
  /** This instance's own subscribers hear of the message at once. */
  announceLocally: (conversationUuid: string) => Promise<void> | void;
}

function authorKind(value: string): ChatAuthorKind {
  return (CHAT_AUTHOR_KINDS as readonly string[]).includes(value) ? (value as ChatAuthorKind) : 'SYSTEM';
}

/** The stored messages after `afterSeq`, decrypted, as the socket sends them. */
export async function readMessagesAfter(
  deps: Pick<ChatMessageDeps, 'db' | 'piiKey'>,
  conversationUuid: string,
  afterSeq: number,
  limit: number,
): Promise<ChatMessageFrame[]> {
  const rows = await listMessagesAfter(deps.db, conversationUuid, afterSeq, limit);
  if (rows.length === 0) {
    return [];
  }
  const attachmentUuids = rows.flatMap((row) => (row.attachmentUuid ? [row.attachmentUuid] : []));
  const attachments = new Map(
    (await listAttachments(deps.db, conversationUuid, attachmentUuids)).map((row) => [
      row.uuid,
      toChatAttachment(row),
    ]),
  );
  const names = new Map(
    (await listParticipants(deps.db, conversationUuid)).map((participant) => [
      participant.uuid,
      decryptPii(participant.friendlyNameEncrypted, deps.piiKey),
    ]),
  );
  return rows.map((row) => ({
    type: 'message',
    conversationId: row.conversationUuid,
    seq: row.seq,
    author: {
      kind: authorKind(row.authorKind),
      participantId: row.authorParticipantUuid,
      name: (row.authorParticipantUuid && names.get(row.authorParticipantUuid)) || '',
    },
    body: decryptPii(row.bodyEncrypted, deps.piiKey),
    ...(row.attachmentUuid && attachments.has(row.attachmentUuid)
      ? { attachment: attachments.get(row.attachmentUuid) }
      : {}),
    createdAt: row.createdAt.toISOString(),
    ...(isSystemEvent(row.event) ? { event: row.event } : {}),
  }));
}

function isSystemEvent(value: string | null): value is ChatSystemEvent {
  return (CHAT_EVENTS as readonly (string | null)[]).includes(value);
}

export interface PostedMessage {
  conversationUuid: string;
  /** An agent's message carries their staff uuid: it claims an unassigned chat, and is audited. */
  author: { participantUuid: string; kind: Exclude<ChatAuthorKind, 'SYSTEM'>; staffUuid?: string };
  clientMessageId: string;
  body: string;
  /** Stores the file the message sends, in the message's transaction, once the chat is known open. */
  attach?: (tx: Db) => Promise<string>;
}

/**
 * Stores a message under the conversation's next number and announces it in the same
 * transaction; only once that has committed does the caller acknowledge it. A resend of a stored
 * message (same sender, same client id) answers the stored number and stores nothing. An agent's
 * first message claims an unassigned conversation and makes it active; a chat another agent
 * answers is refused.
 */
export async function postMessage(deps: ChatMessageDeps, message: PostedMessage): Promise<{ seq: number }> {
  const key = {
    conversationUuid: message.conversationUuid,
    authorParticipantUuid: message.author.participantUuid,
    clientMessageId: message.clientMessageId,
  };
  const stored = await findMessageByClientId(deps.db, key);
  if (stored) {
    return { seq: stored.seq };
  }
  let seq: number;
  try {
    seq = await deps.db.transaction(async (tx) => {
      const next = await takeNextSeq(tx, message.conversationUuid);
      if (next === undefined) {
        throw new AppError('CONFLICT', [CHAT_ENDED_MESSAGE]);
      }
      const attachmentUuid = message.attach ? await message.attach(tx) : undefined;
      await insertMessage(tx, {
        ...key,
        seq: next,
        authorKind: message.author.kind,
        bodyEncrypted: encryptPii(message.body, deps.piiKey),
        ...(attachmentUuid ? { attachmentUuid } : {}),
      });
      if (message.author.kind === 'AGENT' && message.author.staffUuid) {
        if (!(await claimOnReply(tx, message.conversationUuid, message.author.staffUuid))) {
          throw new AppError('CONFLICT', [CHAT_ASSIGNED_ELSEWHERE]);
        }
        await activateConversation(tx, message.conversationUuid);
        await appendAudit(tx, {
          action: 'ops.chat-replied',
          actor: { type: 'staff', uuid: message.author.staffUuid },
          entityUuid: message.conversationUuid,
          payload: { seq: next },
        });
      }
      await deps.fanout.announceInTransaction(tx, message.conversationUuid);
      return next;
    });
  } catch (error) {
    // Two copies of one resend racing: the first stored it.
    const raced = await findMessageByClientId(deps.db, key);
    if (raced) {
      return { seq: raced.seq };
    }
    throw error;
  }
  await deps.fanout.announceCommitted(message.conversationUuid);
  void deps.announceLocally(message.conversationUuid);
  return { seq };
}

/**
 * CHT-009: ends the conversation with a system message marking it, numbered like any other, so
 * every subscriber learns of the end once and in order. Ending an ended chat changes nothing.
 */
export async function endConversation(
  deps: ChatMessageDeps,
  conversationUuid: string,
  now: Date,
): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    const seq = await takeNextSeq(tx, conversationUuid);
    if (seq === undefined) {
      return false;
    }
    await insertMessage(tx, {
      conversationUuid,
      seq,
      authorKind: 'SYSTEM',
      bodyEncrypted: encryptPii(CHAT_ENDED_MESSAGE, deps.piiKey),
      event: 'ENDED',
    });
    await markConversationEnded(tx, conversationUuid, now);
    await deps.fanout.announceInTransaction(tx, conversationUuid);
    return true;
  });
  if (ended) {
    await deps.fanout.announceCommitted(conversationUuid);
    void deps.announceLocally(conversationUuid);
  }
}

/**
 * A SYSTEM message recording a change of the conversation (an agent joined, a transfer, back to
 * the queue, the end), stored and announced in the caller's transaction: it reaches every socket
 * once, in order, like any message. The caller announces it locally after the commit.
 */
export async function insertSystemMessage(
  tx: Db,
  deps: Pick<ChatMessageDeps, 'piiKey' | 'fanout'>,
  conversationUuid: string,
  system: { event: ChatSystemEvent; body: string },
): Promise<number> {
  const seq = await takeNextSeq(tx, conversationUuid);
  if (seq === undefined) {
    throw new AppError('CONFLICT', [CHAT_ENDED_MESSAGE]);
  }
  await insertMessage(tx, {
    conversationUuid,
    seq,
    authorKind: 'SYSTEM',
    event: system.event,
    bodyEncrypted: encryptPii(system.body, deps.piiKey),
  });
  await deps.fanout.announceInTransaction(tx, conversationUuid);
  return seq;
}
