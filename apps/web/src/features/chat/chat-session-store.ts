import { CHAT_PROVIDER_MODES } from '@hearth/domain/chat/chat-rules';
import { z } from 'zod';
import { getStoredChatSession, setStoredChatSession } from '../../lib/storage.ts';

/**
 * CHT-015/024: what the widget keeps to resume a chat in this tab: the conversation, its token and
 * when it runs out. Never the borrower's name or e-mail (the server holds them).
 */
const zStoredAgentSession = z.object({
  kind: z.literal('agent'),
  mode: z.enum(CHAT_PROVIDER_MODES),
  conversationId: z.uuid(),
  participantId: z.uuid(),
  token: z.string().min(1),
  expiration: z.iso.datetime(),
  /** Started with a nonce: the nonce is refreshed while it lasts (CHT-026). */
  authenticated: z.boolean(),
  /** CHT-028: an agent has answered, so new messages go out at once. */
  agentJoined: z.boolean(),
});
const zStoredChatbotSession = z.object({
  kind: z.literal('chatbot'),
  conversationId: z.string().min(1),
  expiration: z.iso.datetime(),
});
const zStoredChatSession = z.discriminatedUnion('kind', [zStoredAgentSession, zStoredChatbotSession]);

export type StoredAgentSession = z.infer<typeof zStoredAgentSession>;
export type StoredChatbotSession = z.infer<typeof zStoredChatbotSession>;
export type StoredChatSession = z.infer<typeof zStoredChatSession>;

/** The stored session while it is unexpired; an expired or unreadable one is removed (CHT-024). */
export function readChatSession(now: Date): StoredChatSession | undefined {
  const raw = getStoredChatSession();
  if (raw === null) {
    return undefined;
  }
  let parsed: ReturnType<typeof zStoredChatSession.safeParse>;
  try {
    parsed = zStoredChatSession.safeParse(JSON.parse(raw));
  } catch {
    parsed = zStoredChatSession.safeParse(undefined);
  }
  if (!parsed.success || Date.parse(parsed.data.expiration) <= now.getTime()) {
    setStoredChatSession(null);
    return undefined;
  }
  return parsed.data;
}

export function writeChatSession(session: StoredChatSession): void {
  setStoredChatSession(JSON.stringify(zStoredChatSession.parse(session)));
}

/** CHT-009: an ended chat leaves nothing behind. */
export function clearChatSession(): void {
  setStoredChatSession(null);
}
