import { CHAT_REPLY_NOTIFICATIONS } from '@hearth/domain/chatbot/chatbot-handover';
import type { Language } from '@hearth/domain/profile/language';
import { HELOC_BASE_PATH } from '@hearth/domain/progress/pages';
import type { Db } from '../../db/client.ts';
import { decryptPii } from '../../lib/pii.ts';
import { listAnswersToLeftMessages } from './chatbot.repository.ts';

export interface ChatReplyNotice {
  key: string;
  created: Date;
  title: string;
  description: string;
  cta: string;
  redirectPath: string;
}

/** The notification shows the answer itself, up to this many characters. */
const SHOWN_ANSWER_LENGTH = 280;

function shorten(text: string): string {
  return text.length <= SHOWN_ANSWER_LENGTH ? text : `${text.slice(0, SHOWN_ANSWER_LENGTH - 1).trimEnd()}…`;
}

/**
 * The agents' answers to messages the borrower left outside operating hours ("Talk to a person"),
 * as notifications in the borrower's language: the answer's text as the agent wrote it, and a link
 * to the application the chat was about.
 */
export async function listChatReplyNotices(
  deps: { db: Db; piiKey: Buffer },
  identityUuid: string,
  limit: number,
  language: Language,
): Promise<ChatReplyNotice[]> {
  const copy = CHAT_REPLY_NOTIFICATIONS[language];
  const answers = await listAnswersToLeftMessages(deps.db, identityUuid, limit);
  return answers.map((answer) => ({
    key: `chat-reply:${answer.conversationUuid}:${answer.seq}`,
    created: answer.createdAt,
    title: copy.title,
    description: shorten(decryptPii(answer.bodyEncrypted, deps.piiKey)),
    cta: copy.cta,
    redirectPath: answer.applicationUuid ? `${HELOC_BASE_PATH}/${answer.applicationUuid}` : HELOC_BASE_PATH,
  }));
}
