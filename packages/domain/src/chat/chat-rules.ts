import { z } from 'zod';
import { EMAIL_INVALID_MESSAGE } from '../validation/email.ts';

/** CHT-010: the chat modes a client may ask for (forced outside production by `?mode=`). */
export const CHAT_MODES = ['twilio', 'nice', 'stream', 'talkjs', 'chatbot'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** The modes an agent answers, each through its provider's adapter (CHT-010…013). */
export const CHAT_PROVIDER_MODES = ['twilio', 'nice', 'stream', 'talkjs'] as const;
export type ChatProviderMode = (typeof CHAT_PROVIDER_MODES)[number];

/** CHT-014: the queue a conversation waits in, from the lender. */
export const CHAT_SKILLS = ['CLOC_HELOC', 'FHEL', 'White Label'] as const;
export type ChatSkill = (typeof CHAT_SKILLS)[number];

/** CHT-014: CLOC_HELOC for the crypto-backed product, FHEL for the main lender, else "White Label". */
export function chatSkill(lender: { isCrypto: boolean; isMainBrand: boolean }): ChatSkill {
  if (lender.isCrypto) {
    return 'CLOC_HELOC';
  }
  return lender.isMainBrand ? 'FHEL' : 'White Label';
}

/** A conversation waits for an agent, is being answered, or is over (CHT-009). */
export const CONVERSATION_STATES = ['WAITING', 'ACTIVE', 'ENDED'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

/** CHT-021/022, 002 §9: an agent session lasts 6 hours, a chatbot session 10 minutes. */
export const AGENT_SESSION_MS = 6 * 60 * 60 * 1000;
export const CHATBOT_SESSION_MS = 10 * 60 * 1000;

export function sessionLifetimeMs(mode: ChatMode): number {
  return mode === 'chatbot' ? CHATBOT_SESSION_MS : AGENT_SESSION_MS;
}

/** CHT-026, API-077/078: a chat nonce is refreshed every 60 s; it stays good a little longer. */
export const CHAT_NONCE_LIFETIME_MS = 60_000;
export const CHAT_NONCE_GRACE_MS = 30_000;

/** CHT-029/030, 002 §9: the socket is pinged every 10 s and lives at most 12 hours. */
export const CHAT_PING_INTERVAL_MS = 10_000;
export const CHAT_SOCKET_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** CHT-031: a typing preview at most every second. */
export const CHAT_TYPING_INTERVAL_MS = 1_000;

/** CHT-032: the history a client shows. */
export const CHAT_HISTORY_SIZE = 20;

/** CHT-033…035, 002 §5/§9: the pre-engagement form's messages and limits. */
export const CHAT_FIELD_MAX = 128;
export const CHAT_REQUIRED_MESSAGE = 'Required';
export const CHAT_TOO_LONG_MESSAGE = 'Cannot be more than 128 characters';

/** A message is plain text of at most this many characters. */
export const CHAT_MESSAGE_MAX = 4_000;
export const CHAT_MESSAGE_EMPTY = 'A message cannot be empty';
export const CHAT_MESSAGE_TOO_LONG = 'A message cannot be more than 4000 characters';

/** 002 §8: the widget's messages for a refused token and a failed chat. */
export const CHAT_TOKEN_INVALID = 'Token state is invalid.';
export const CHAT_GENERAL_ERROR = 'Something went wrong. Please try again later.';

export const zChatFriendlyName = z
  .string({ error: CHAT_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: CHAT_REQUIRED_MESSAGE, abort: true })
  .max(CHAT_FIELD_MAX, CHAT_TOO_LONG_MESSAGE);

/** CHT-035: at most 128 characters and a valid address; the form may leave it empty. */
export const zChatEmailAddress = z
  .string({ error: EMAIL_INVALID_MESSAGE })
  .trim()
  .max(CHAT_FIELD_MAX, { error: CHAT_TOO_LONG_MESSAGE, abort: true })
  .pipe(z.union([z.literal(''), z.email({ error: EMAIL_INVALID_MESSAGE })]))
  .transform((email) => (email === '' ? undefined : email.toLowerCase()));

/** CHT-036: trimmed non-empty text, never markup (it is shown escaped). */
export const zChatMessageText = z
  .string({ error: CHAT_MESSAGE_EMPTY })
  .max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGE_TOO_LONG, abort: true })
  .refine((text) => text.trim().length > 0, CHAT_MESSAGE_EMPTY);

/** The pre-engagement form (CHT-003, CHT-033…035). */
export const zChatPreEngagementForm = z.object({
  friendlyName: zChatFriendlyName,
  emailAddress: zChatEmailAddress.optional(),
});
export type ChatPreEngagementForm = z.input<typeof zChatPreEngagementForm>;
