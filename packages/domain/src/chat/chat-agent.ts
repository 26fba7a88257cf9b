import { z } from 'zod';
import { CHAT_SKILLS, CONVERSATION_STATES } from './chat-rules.ts';

/** The agents' inbox views: the queue, the caller's own chats, every chat being answered. */
export const CHAT_INBOX_VIEWS = ['waiting', 'mine', 'active'] as const;
export type ChatInboxView = (typeof CHAT_INBOX_VIEWS)[number];

/** CHT-014: an inbox filtered by lender and by skill (the queue a conversation waits in). */
export const zChatInboxQuery = z.strictObject({
  view: z.enum(CHAT_INBOX_VIEWS).optional(),
  orgCode: z.string().min(1).max(64).optional(),
  skill: z.enum(CHAT_SKILLS).optional(),
});
export type ChatInboxQuery = z.input<typeof zChatInboxQuery>;

export const zChatConversationParams = z.strictObject({ uuid: z.uuid() });

const zAgent = z.strictObject({ staffUuid: z.uuid(), name: z.string() });

/** One conversation as the inbox lists it. */
export const zChatInboxItem = z.strictObject({
  uuid: z.uuid(),
  orgCode: z.string(),
  skill: z.enum(CHAT_SKILLS),
  state: z.enum(CONVERSATION_STATES),
  /** The name from the pre-engagement form, masked for staff without `applications.pii`. */
  customerName: z.string(),
  customerKind: z.enum(['VISITOR', 'BORROWER']),
  applicationUuid: z.uuid().nullable(),
  assignee: zAgent.nullable(),
  createdAt: z.iso.datetime(),
  lastMessageAt: z.iso.datetime().nullable(),
  /** The customer's messages after the caller's read marker. */
  unreadCount: z.number().int().min(0),
  lastSeq: z.number().int().min(0),
});
export type ChatInboxItem = z.infer<typeof zChatInboxItem>;
export const zChatInbox = z.strictObject({ conversations: z.array(zChatInboxItem) });

export const zChatReadMarker = z.strictObject({
  kind: z.enum(['VISITOR', 'BORROWER', 'AGENT']),
  participantId: z.uuid(),
  seq: z.number().int().min(0),
});
export type ChatReadMarker = z.infer<typeof zChatReadMarker>;

/** One conversation as its pane shows it; the messages come over the socket. */
export const zChatConversationDetail = zChatInboxItem.extend({
  customerEmail: z.string().nullable(),
  endedAt: z.iso.datetime().nullable(),
  readMarkers: z.array(zChatReadMarker),
});
export type ChatConversationDetail = z.infer<typeof zChatConversationDetail>;

export const CHAT_TRANSFER_SAME_AGENT = 'The chat is already with that agent';
export const CHAT_UNKNOWN_AGENT = 'No such agent answers chats for this lender';

/** To another agent by their staff uuid, or back to the queue with `null`. */
export const zChatTransferBody = z.strictObject({
  toStaffUuid: z.uuid({ error: 'Not a valid staff uuid' }).nullable(),
});
export type ChatTransferBody = z.input<typeof zChatTransferBody>;

export const zChatReadBody = z.strictObject({ seq: z.number().int().min(0) });

export const zChatAgentsQuery = z.strictObject({ orgCode: z.string().min(1).max(64) });
/** Who a chat may be transferred to: active staff who answer chats for the lender. */
export const zChatAgents = z.strictObject({
  agents: z.array(zAgent.extend({ email: z.string() })),
});

export const CANNED_TITLE_MAX = 80;
export const CANNED_BODY_MAX = 2000;

/** A lender's prepared answer an agent inserts into the reply box. */
export const zCannedReplyBody = z.strictObject({
  orgCode: z.string().min(1, 'Required').max(64),
  title: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(CANNED_TITLE_MAX, `Cannot be more than ${CANNED_TITLE_MAX} characters`),
  body: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .max(CANNED_BODY_MAX, `Cannot be more than ${CANNED_BODY_MAX} characters`),
});
export type CannedReplyBody = z.input<typeof zCannedReplyBody>;

export const zCannedReply = z.strictObject({
  uuid: z.uuid(),
  orgCode: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.iso.datetime(),
});
export type CannedReply = z.infer<typeof zCannedReply>;
export const zCannedReplies = z.strictObject({ replies: z.array(zCannedReply) });
export const zCannedRepliesQuery = z.strictObject({ orgCode: z.string().min(1).max(64).optional() });
export const zCannedReplyParams = z.strictObject({ uuid: z.uuid() });

/** What a conversation's system messages say; the socket frame names the event too. */
export const CHAT_CLAIMED_CONFLICT = 'This chat has already been claimed by another agent';
export const CHAT_ASSIGNED_ELSEWHERE = 'This chat is being answered by another agent';

export function agentJoinedText(name: string): string {
  return `${name} joined the chat`;
}
export function transferredText(name: string): string {
  return `The chat was transferred to ${name}`;
}
export const RETURNED_TO_QUEUE_TEXT = 'Waiting for next available agent';
export const CHAT_CLOSED_TEXT = 'This chat has ended';

/** A customer's name as staff without `applications.pii` see it: "Ada Lovelace" → "A*** L***". */
export function maskPersonName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .map((part) => `${part[0]}***`)
    .join(' ');
}
