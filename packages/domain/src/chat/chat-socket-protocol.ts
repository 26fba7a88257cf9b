import { z } from 'zod';
import { zChatAttachment } from '../api/chat-attachments-api.ts';
import { zChatMessageText } from './chat-rules.ts';

/**
 * The chat socket's frames, JSON text both ways. A client authenticates (its token in the first
 * frame, or in the `Sec-WebSocket-Protocol` header as `hearth-auth.<token>` beside
 * `hearth-chat`), subscribes to a conversation with the last sequence number it holds, then
 * sends, types and pings. Every message it has not seen arrives once, in order.
 */
export const CHAT_SOCKET_SUBPROTOCOL = 'hearth-chat';
export const CHAT_SOCKET_AUTH_PREFIX = 'hearth-auth.';

const zConversationId = z.uuid();
/** Chosen by the sender, so a message resent after a lost answer is stored once. */
const zClientMessageId = z.string().min(1).max(64);

export const zChatClientFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.strictObject({
    type: z.literal('subscribe'),
    conversationId: zConversationId,
    /** The last sequence number the client holds; 0 (or none) for the whole conversation. */
    lastSeq: z.number().int().min(0).default(0),
  }),
  z.strictObject({
    type: z.literal('send'),
    conversationId: zConversationId,
    clientMessageId: zClientMessageId,
    body: zChatMessageText,
  }),
  z.strictObject({ type: z.literal('typing'), conversationId: zConversationId }),
  /** The last message number the client has shown its reader; the other side sees "Read". */
  z.strictObject({ type: z.literal('read'), conversationId: zConversationId, seq: z.number().int().min(0) }),
  /** CHT-029: the keep-alive, with the channel id. */
  z.strictObject({ type: z.literal('ping'), channelId: z.string().max(64).optional() }),
]);
export type ChatClientFrame = z.input<typeof zChatClientFrame>;

/** BOT: the chatbot's replies, kept in the conversation an agent may take over. */
export const CHAT_AUTHOR_KINDS = ['VISITOR', 'BORROWER', 'AGENT', 'SYSTEM', 'BOT'] as const;
export type ChatAuthorKind = (typeof CHAT_AUTHOR_KINDS)[number];

/**
 * What a SYSTEM message records: an agent joined (a waiting widget starts its chat), the chat was
 * transferred, returned to the queue, or ended (the widget shows its end panel, CHT-009).
 */
export const CHAT_EVENTS = ['AGENT_JOINED', 'TRANSFERRED', 'RETURNED_TO_QUEUE', 'ENDED'] as const;
export type ChatSystemEvent = (typeof CHAT_EVENTS)[number];

const zReadMarkerFrame = z.strictObject({
  kind: z.enum(['VISITOR', 'BORROWER', 'AGENT']),
  participantId: z.uuid(),
  seq: z.number().int().min(0),
});

export const zChatMessageFrame = z.strictObject({
  type: z.literal('message'),
  conversationId: zConversationId,
  seq: z.number().int().positive(),
  author: z.strictObject({
    kind: z.enum(CHAT_AUTHOR_KINDS),
    participantId: z.uuid().nullable(),
    name: z.string(),
  }),
  body: z.string(),
  /** A file sent into the conversation (CHT-004); `body` then holds its name. */
  attachment: zChatAttachment.optional(),
  createdAt: z.iso.datetime(),
  /**
   * Only on SYSTEM messages that change the conversation (absent otherwise); `ENDED` closes it
   * (CHT-009) and the widget clears its session.
   */
  event: z.enum(CHAT_EVENTS).optional(),
});
export type ChatMessageFrame = z.infer<typeof zChatMessageFrame>;

export const zChatServerFrame = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready'), principal: z.enum(['VISITOR', 'BORROWER', 'AGENT']) }),
  z.strictObject({
    type: z.literal('subscribed'),
    conversationId: zConversationId,
    /** The conversation's newest sequence number when the subscription started. */
    lastSeq: z.number().int().min(0),
    state: z.enum(['WAITING', 'ACTIVE', 'ENDED']),
    /** Each participant's read marker when the subscription started. */
    readMarkers: z.array(zReadMarkerFrame).optional(),
  }),
  zChatMessageFrame,
  /** The message is stored (committed) under `seq`. */
  z.strictObject({
    type: z.literal('ack'),
    conversationId: zConversationId,
    clientMessageId: zClientMessageId,
    seq: z.number().int().positive(),
  }),
  z.strictObject({
    type: z.literal('typing'),
    conversationId: zConversationId,
    /** Who types: names travel with messages only, never through the fan-out. */
    kind: z.enum(CHAT_AUTHOR_KINDS),
    participantId: z.uuid().nullable(),
  }),
  /** A participant has read up to `seq`. */
  zReadMarkerFrame.extend({ type: z.literal('read'), conversationId: zConversationId }),
  z.strictObject({ type: z.literal('pong') }),
  z.strictObject({
    type: z.literal('error'),
    message: z.string(),
    clientMessageId: zClientMessageId.optional(),
    conversationId: zConversationId.optional(),
  }),
]);
export type ChatServerFrame = z.infer<typeof zChatServerFrame>;
