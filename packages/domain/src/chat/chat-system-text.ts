import { HANDOVER_SYSTEM_LINE } from '../chatbot/chatbot-handover.ts';
import { CHAT_CLOSED_TEXT, RETURNED_TO_QUEUE_TEXT } from './chat-agent.ts';

/** What a SYSTEM line of a conversation says, so the borrower's widget can word it in their language. */
export type ChatSystemText =
  | { key: 'agentJoined' | 'transferred'; name: string }
  | { key: 'returnedToQueue' | 'ended' | 'askedForPerson' | 'leftMessage' };

const EXACT: ReadonlyMap<string, ChatSystemText> = new Map([
  [RETURNED_TO_QUEUE_TEXT, { key: 'returnedToQueue' }],
  [CHAT_CLOSED_TEXT, { key: 'ended' }],
  [HANDOVER_SYSTEM_LINE.AGENT, { key: 'askedForPerson' }],
  [HANDOVER_SYSTEM_LINE.MESSAGE_TAKEN, { key: 'leftMessage' }],
]);

/**
 * The system line the server stored (in English, the console's language), read back into what it
 * says; undefined for any other text, which is then shown as it is.
 */
export function readChatSystemText(body: string): ChatSystemText | undefined {
  const exact = EXACT.get(body);
  if (exact) {
    return exact;
  }
  const joined = /^(.+) joined the chat$/.exec(body);
  if (joined?.[1]) {
    return { key: 'agentJoined', name: joined[1] };
  }
  const transferred = /^The chat was transferred to (.+)$/.exec(body);
  return transferred?.[1] ? { key: 'transferred', name: transferred[1] } : undefined;
}
