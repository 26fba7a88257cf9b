import { z } from 'zod';
import { zChatEmailAddress, zChatFriendlyName, zChatMessageText } from '../chat/chat-rules.ts';
import { CHAT_USER_ROLES } from '../chat/chat-user-roles.ts';
import { APPLICATION_SOURCE_TITLES, CHATBOT_ANSWER_KINDS } from '../chatbot/chatbot-answer.ts';
import {
  CHATBOT_FEEDBACK_REASONS,
  CHATBOT_RATINGS,
  zChatbotMessage,
  zChatReplyFeedback,
} from '../chatbot/chatbot-feedback.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** The chatbot's calls (002 §7, API-081…083), at the spec's paths. */
const CHATBOT_MESSAGE_API = '/service-chat-chatbot/external/api/v1/message';
const OMNI_PROXY_SECURE = '/service-omni-proxy/secure/api/v1/stream';

/**
 * Who may read or continue a chatbot conversation. A signed-in borrower proves it with a live nonce
 * (API-077): in the body of a POST, in the `x-chat-nonce` header of a GET. A visitor's conversation
 * has its own secret, answered once when the conversation starts and sent back in `x-chat-token`.
 * Never in the URL, which proxies log.
 */
export const CHAT_NONCE_HEADER = 'x-chat-nonce';
export const CHAT_TOKEN_HEADER = 'x-chat-token';
export const zChatbotCallerHeaders = z.object({
  [CHAT_NONCE_HEADER]: z.string().min(1).max(256).optional(),
  [CHAT_TOKEN_HEADER]: z.string().min(1).max(256).optional(),
});

/** Where an answer comes from, shown with it (decision 032). */
export const zChatbotAnswerSource = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('HELP_ENTRY'), id: z.string(), title: z.string() }),
  z.strictObject({
    type: z.literal('APPLICATION'),
    title: z.enum([APPLICATION_SOURCE_TITLES.en, APPLICATION_SOURCE_TITLES.es]),
  }),
]);

/** CHT-016's chatbot message, with the answer's source and whether it offers a person. */
export const zChatbotReply = zChatbotMessage.extend({
  kind: z.enum(CHATBOT_ANSWER_KINDS),
  source: zChatbotAnswerSource.nullable(),
  offerPerson: z.boolean(),
});
export type ChatbotReply = z.infer<typeof zChatbotReply>;

/** API-082: the widget's question, with the fields the spec names. */
export const zChatWithAutobotBody = z.strictObject({
  applicationId: z.uuid({ error: 'Not a valid application uuid' }).optional(),
  conversationId: z.uuid({ error: 'Not a valid conversation id' }).optional(),
  message: zChatMessageText,
  nonce: z.string().min(1).max(256).optional(),
  organization: z.string().min(1).max(64),
  pageUrl: z.string().max(2048).optional(),
  /** The asker's participant id (API-076 `providerUserId`), when the widget has one. */
  senderId: z.uuid().optional(),
  senderType: z.literal('applicant', { error: 'Only the applicant asks the chatbot' }),
  tag: z.string().max(128).optional(),
});
export type ChatWithAutobotBody = z.input<typeof zChatWithAutobotBody>;

/**
 * The chatbot session (CHT-016: conversationId, expiration, loginTimestamp) and the reply. `token` is
 * the visitor's conversation secret, given only when a visitor's conversation starts.
 */
export const zChatWithAutobotResponse = z.strictObject({
  conversationId: z.uuid(),
  expiration: z.iso.datetime(),
  loginTimestamp: z.iso.datetime(),
  token: z.string().nullable(),
  reply: zChatbotReply,
});
export type ChatWithAutobotResponse = z.infer<typeof zChatWithAutobotResponse>;

export const zChatHistoryParams = z.strictObject({ conversationId: z.uuid() });
/** API-081, CHT-032: the newest 20 exchanges, oldest first. */
export const zChatHistoryResponse = z.strictObject({
  conversationId: z.uuid(),
  expiration: z.iso.datetime(),
  messages: z.array(zChatbotReply),
});
export type ChatHistoryResponse = z.infer<typeof zChatHistoryResponse>;

/**
 * "Talk to a person": the chatbot conversation, with its history, goes to the agents' queue. A
 * signed-in borrower who asked the chatbot nothing yet names the lender (`organization`) instead of
 * a conversation, and a new one is opened for them.
 */
export const zChatHandoverBody = z.strictObject({
  conversationId: z.uuid().optional(),
  organization: z.string().min(1).max(64).optional(),
  /** With `organization`: the application the borrower writes about, when it is theirs. */
  applicationId: z.uuid({ error: 'Not a valid application uuid' }).optional(),
  nonce: z.string().min(1).max(256).optional(),
  /** CHT-013: the agent provider the widget uses (stream when its flag is on, else twilio). */
  chatMode: z.enum(['twilio', 'stream', 'nice', 'talkjs']).default('twilio'),
  friendlyName: zChatFriendlyName.optional(),
  emailAddress: zChatEmailAddress.optional(),
  /** Outside operating hours, the message an agent answers later. */
  message: zChatMessageText.optional(),
});
export type ChatHandoverBody = z.input<typeof zChatHandoverBody>;

/**
 * AGENT: the conversation waits for the next available agent (CHT-028), on the socket with `token`
 * for 6 hours (CHT-021). MESSAGE_TAKEN: outside operating hours; an agent answers later and the
 * borrower is told by a notification.
 */
export const CHAT_HANDOVER_OUTCOMES = ['AGENT', 'MESSAGE_TAKEN'] as const;
export const zChatHandoverResponse = z.strictObject({
  conversationId: z.uuid(),
  outcome: z.enum(CHAT_HANDOVER_OUTCOMES),
  token: z.string(),
  expiration: z.iso.datetime(),
});
export type ChatHandoverResponse = z.infer<typeof zChatHandoverResponse>;

/** API-080, CHT-018: the chat user list's filters. */
export const zChatUsersBody = z.strictObject({
  role: z.enum(CHAT_USER_ROLES).optional(),
  names: z.array(z.string().trim().min(1).max(128)).max(50).optional(),
  emails: z.array(z.string().trim().min(1).max(254)).max(50).optional(),
  team: z.string().trim().min(1).max(64).optional(),
});
export const zChatUser = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(CHAT_USER_ROLES),
  /** The lenders (org codes) the user answers for; empty means every lender. */
  teams: z.array(z.string()),
});
export const zChatUsersResponse = z.strictObject({ users: z.array(zChatUser) });
export type ChatUser = z.infer<typeof zChatUser>;

/** Staff read the chatbot's thumbs up and down, newest first. */
export const zOpsChatbotFeedbackQuery = z.strictObject({
  org: z.string().trim().min(1).max(64).optional(),
  rating: z.enum(CHATBOT_RATINGS).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'pageSize is at most 100').default(20),
});
export type OpsChatbotFeedbackQuery = z.infer<typeof zOpsChatbotFeedbackQuery>;

export const zOpsChatbotFeedback = z.strictObject({
  uuid: z.uuid(),
  orgCode: z.string(),
  conversationId: z.uuid(),
  questionId: z.uuid(),
  question: z.string(),
  response: z.string(),
  source: zChatbotAnswerSource.nullable(),
  rating: z.enum(CHATBOT_RATINGS),
  reason: z.enum(CHATBOT_FEEDBACK_REASONS).nullable(),
  details: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type OpsChatbotFeedback = z.infer<typeof zOpsChatbotFeedback>;
export const zOpsChatbotFeedbackPage = z.strictObject({
  items: z.array(zOpsChatbotFeedback),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OpsChatbotFeedbackPage = z.infer<typeof zOpsChatbotFeedbackPage>;

export const chatbotApi = {
  /** API-082: ask the chatbot; starts a 10-minute chatbot session when none is named (CHT-022). */
  chatWithAutobot: defineEndpoint({
    id: 'chatbot.chatWithAutobot',
    method: 'POST',
    path: `${CHATBOT_MESSAGE_API}/chatWithAutobot`,
    auth: 'public',
    body: zChatWithAutobotBody,
    response: zChatWithAutobotResponse,
  }),
  /** API-081, CHT-032: the conversation's last 20 exchanges, for its owner only. */
  history: defineEndpoint({
    id: 'chatbot.history',
    method: 'GET',
    path: `${CHATBOT_MESSAGE_API}/getChatHistory/:conversationId`,
    auth: 'public',
    params: zChatHistoryParams,
    response: zChatHistoryResponse,
  }),
  /** API-083, CHT-017: a thumbs up or down on one reply. */
  feedback: defineEndpoint({
    id: 'chatbot.feedback',
    method: 'POST',
    path: `${CHATBOT_MESSAGE_API}/setChatReplyUsedWithFeedback`,
    auth: 'public',
    body: zChatReplyFeedback,
    response: 'empty',
  }),
  /** "Talk to a person": the chatbot conversation becomes a waiting agent conversation. */
  handover: defineEndpoint({
    id: 'chatbot.handover',
    method: 'POST',
    path: `${CHATBOT_MESSAGE_API}/handoverToAgent`,
    auth: 'public',
    body: zChatHandoverBody,
    response: zChatHandoverResponse,
  }),
};

export const chatUsersApi = {
  /** API-080, CHT-018: development tooling, 404 in production. */
  list: defineEndpoint({
    id: 'chatUsers.list',
    permission: 'borrower.contact',
    method: 'POST',
    path: `${OMNI_PROXY_SECURE}/users`,
    auth: 'staff',
    body: zChatUsersBody,
    response: zChatUsersResponse,
  }),
};

export const opsChatbotApi = {
  /** Staff (SUPPORT and up) read the chatbot feedback of the lenders they work for. */
  feedback: defineEndpoint({
    id: 'opsChatbot.feedback',
    permission: 'borrower.contact',
    method: 'GET',
    path: `${OPS_API}/chatbot/feedback`,
    auth: 'staff',
    query: zOpsChatbotFeedbackQuery,
    response: zOpsChatbotFeedbackPage,
  }),
};
