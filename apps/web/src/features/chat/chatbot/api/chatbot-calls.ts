import {
  CHAT_NONCE_HEADER,
  CHAT_TOKEN_HEADER,
  type ChatHandoverBody,
  type ChatWithAutobotBody,
  chatbotApi,
} from '@hearth/domain/api/chatbot-api';
import type { ChatReplyFeedback } from '@hearth/domain/chatbot/chatbot-feedback';
import { callEndpoint } from '../../../../lib/call-endpoint.ts';

/** How the caller proves a conversation is theirs: a signed-in borrower's nonce, a visitor's secret. */
export interface ChatbotCredentials {
  nonce?: string | undefined;
  token?: string | undefined;
}

function credentialHeaders({ nonce, token }: ChatbotCredentials): Record<string, string> {
  return {
    ...(nonce ? { [CHAT_NONCE_HEADER]: nonce } : {}),
    ...(token ? { [CHAT_TOKEN_HEADER]: token } : {}),
  };
}

/** API-082: a question; the nonce travels in the body, a visitor's secret in its header. */
export function askChatbot(body: ChatWithAutobotBody, token: string | undefined) {
  return callEndpoint(chatbotApi.chatWithAutobot, { body }, { headers: credentialHeaders({ token }) });
}

/** API-081, CHT-032: the session's last 20 exchanges. */
export function loadChatbotHistory(conversationId: string, credentials: ChatbotCredentials) {
  return callEndpoint(
    chatbotApi.history,
    { params: { conversationId } },
    { headers: credentialHeaders(credentials) },
  );
}

/** API-083, CHT-017: a thumbs up or down on one reply. */
export function sendReplyFeedback(body: ChatReplyFeedback, token: string | undefined) {
  return callEndpoint(chatbotApi.feedback, { body }, { headers: credentialHeaders({ token }) });
}

/** "Talk to a person": the conversation goes to the agents, or outside the hours leaves a message. */
export function handOverToPerson(body: ChatHandoverBody, token: string | undefined) {
  return callEndpoint(chatbotApi.handover, { body }, { headers: credentialHeaders({ token }) });
}
