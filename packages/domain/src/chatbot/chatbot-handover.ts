import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG } from '../chat/chat-rules.ts';
import type { Language } from '../profile/language.ts';

/** "Talk to a person" (decision 032): the chatbot's words when a person cannot answer as asked. */
export const CHATBOT_HANDOVER_MESSAGES = {
  /** Outside operating hours a message is left for later, and only a signed-in borrower can be told of the answer. */
  signInToLeaveMessage:
    'Our team is away right now. Please log in to leave us a message, and we will answer it.',
  messageRequired: 'Please leave us a message',
  conversationOrLender: 'Name the chat conversation or the lender',
  alreadyHandedOver: 'This chat is already with our team',
  sessionEnded: 'This chat session has ended. Please start a new chat.',
  tooManyQuestions: 'You are sending messages too quickly. Please wait a moment and try again.',
  notYourReply: 'This is not the reply we sent',
  applicantOnly: 'Only the applicant rates the chatbot’s replies',
} as const;

/** The system line an agent reads first in a conversation the chatbot handed over. */
export const HANDOVER_SYSTEM_LINE = {
  AGENT: 'The customer asked the chatbot to talk to a person.',
  MESSAGE_TAKEN: 'The customer left this message outside operating hours; answer it and they are notified.',
} as const;

/** The borrower's notification when an agent answers a message left outside operating hours. */
export const CHAT_REPLY_NOTIFICATION = {
  title: 'We answered the message you left us',
  cta: 'View your application',
} as const;

/** The same notification in each language a borrower's profile may hold; the answer stays as the agent wrote it. */
export const CHAT_REPLY_NOTIFICATIONS: Readonly<Record<Language, { title: string; cta: string }>> = {
  en: CHAT_REPLY_NOTIFICATION,
  es: { title: 'Respondimos el mensaje que nos dejó', cta: 'Ver su solicitud' },
};

/** At most this many questions per chatbot session in a minute (CHT-022 sessions, decision 032). */
export const CHATBOT_QUESTIONS_PER_MINUTE = 10;

/** Outside operating hours, "Talk to a person" takes a message for the team; blank is refused. */
export const zChatbotLeaveMessageForm = z.object({
  message: z
    .string({ error: CHATBOT_HANDOVER_MESSAGES.messageRequired })
    .max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGE_TOO_LONG, abort: true })
    .refine((text) => text.trim().length > 0, CHATBOT_HANDOVER_MESSAGES.messageRequired),
});
export type ChatbotLeaveMessageForm = z.input<typeof zChatbotLeaveMessageForm>;
