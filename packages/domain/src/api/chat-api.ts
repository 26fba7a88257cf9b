import { z } from 'zod';
import {
  CHAT_MODES,
  CHAT_SKILLS,
  zChatEmailAddress,
  zChatFriendlyName,
  zChatMessageText,
} from '../chat/chat-rules.ts';
import { defineEndpoint } from './endpoint.ts';

/** The chat service's calls (002 §7), at the spec's paths. */
const CSP_EXTERNAL = '/service-csp/external/api/v1/twilio';
const CSP_WEBCHAT = '/service-csp/customer/secure/api/v1/webchat';
const OMNI_PROXY_INSECURE = '/service-omni-proxy/insecure/api/v1/stream';

/** The chat socket (CHT-029): authenticated in its first frame or its subprotocol, never the URL. */
export const CHAT_SOCKET_PATH = '/service-chat/ws';

/** API-075: the pre-engagement form's values and the page's context. */
export const zChatInitBody = z.strictObject({
  friendlyName: zChatFriendlyName,
  emailAddress: zChatEmailAddress.optional(),
  applicationUuid: z.uuid({ error: 'Not a valid application uuid' }).optional(),
  tag: z.string().max(128).optional(),
  /** The client's own choice (CHT-014); the server derives the skill from the lender. */
  skill: z.enum(CHAT_SKILLS).optional(),
  welcomeMessage: z.string().max(1000).optional(),
  pageUrl: z.string().max(2048).optional(),
  chatMode: z.enum(CHAT_MODES, { error: 'chatMode must be one of twilio, nice, stream, talkjs, chatbot' }),
  orgCode: z.string().min(1).max(64),
  identityUuid: z.uuid().optional(),
  nonce: z.string().min(1).max(256).optional(),
  /**
   * CHT-015/028: the borrower's first words (a chatbot handover's history, say). Kept with the
   * conversation as the starter's first message, so a reload does not lose it and the agent reads
   * it on joining.
   */
  initialMessage: zChatMessageText.optional(),
});
export type ChatInitBody = z.input<typeof zChatInitBody>;

/**
 * API-076, CHT-015: the session the widget keeps. Hearth's own service answers for every provider:
 * the conversation is `conversationSid`, `omniProxyChannelId` and `providerChannelId`; the
 * visitor's participant is `providerUserId` and `token` = `providerUserToken` opens the socket.
 * `expiration` ends the session (6 hours for an agent, 10 minutes for the chatbot).
 */
export const zChatInitResponse = z.strictObject({
  token: z.string(),
  conversationSid: z.uuid(),
  omniProxyChannelId: z.uuid(),
  providerChannelId: z.uuid(),
  providerUserId: z.uuid(),
  providerUserToken: z.string(),
  skill: z.enum(CHAT_SKILLS),
  targetWorkerSid: z.uuid().nullable(),
  targetWorkerFriendlyName: z.string().nullable(),
  expiration: z.iso.datetime(),
});
export type ChatInitResponse = z.infer<typeof zChatInitResponse>;

export const zChatRefreshTokenBody = z.strictObject({ token: z.string().min(1).max(256) });
/** The fresh token, and whose it is: the conversation and the participant it opens (CHT-011). */
export const zChatRefreshTokenResponse = z.strictObject({
  token: z.string(),
  expiration: z.iso.datetime(),
  conversationSid: z.uuid(),
  providerUserId: z.uuid(),
});
export type ChatRefreshTokenResponse = z.infer<typeof zChatRefreshTokenResponse>;

export const zChatNonceResponse = z.strictObject({ nonce: z.string() });
export const zChatNonceQuery = z.strictObject({ nonce: z.string().min(1).max(256) });

export const zWebChatInfoBody = z.strictObject({ omniProxyChannelId: z.uuid() });
export const zWebChatInfoResponse = z.strictObject({ contactId: z.uuid() });

export const zChatEndParams = z.strictObject({ conversationId: z.uuid() });

export const chatApi = {
  /** API-074 (twilio): start a conversation. */
  initTwilio: defineEndpoint({
    id: 'chat.initTwilio',
    method: 'POST',
    path: `${CSP_EXTERNAL}/initWebChat`,
    auth: 'public',
    body: zChatInitBody,
    response: zChatInitResponse,
  }),
  /** API-074 (stream): the same, for the stream provider's client. */
  initStream: defineEndpoint({
    id: 'chat.initStream',
    method: 'POST',
    path: `${OMNI_PROXY_INSECURE}/init-web-chat`,
    auth: 'public',
    body: zChatInitBody,
    response: zChatInitResponse,
  }),
  /** API-073, CHT-023: a fresh token before the session's runs out; an expired one is refused. */
  refreshToken: defineEndpoint({
    id: 'chat.refreshToken',
    method: 'POST',
    path: `${CSP_EXTERNAL}/refreshToken`,
    auth: 'public',
    body: zChatRefreshTokenBody,
    response: zChatRefreshTokenResponse,
  }),
  /** API-077, CHT-027: a signed-in borrower's nonce, which ties a chat to them. */
  authenticate: defineEndpoint({
    id: 'chat.authenticate',
    method: 'POST',
    path: `${CSP_WEBCHAT}/authenticate`,
    auth: 'bearer',
    response: zChatNonceResponse,
  }),
  /** API-078, CHT-026: the nonce renewed every 60 s. */
  refreshNonce: defineEndpoint({
    id: 'chat.refreshNonce',
    method: 'PUT',
    path: `${CSP_WEBCHAT}/refresh`,
    auth: 'bearer',
    query: zChatNonceQuery,
    response: zChatNonceResponse,
  }),
  /**
   * CHT-005/009: either side ends the conversation; every subscriber then receives its closing
   * system message. `Authorization: Bearer` with any token the chat socket takes (a chat token, a
   * borrower's or a staff JWT); another conversation is a 404. Ending an ended chat is no change.
   */
  end: defineEndpoint({
    id: 'chat.end',
    method: 'POST',
    path: '/service-chat/api/v1/conversations/:conversationId/end',
    auth: 'public',
    params: zChatEndParams,
    response: 'empty',
    status: 204,
  }),
  /** API-079, CHT-019: the contact id the survey link carries. */
  webChatInfo: defineEndpoint({
    id: 'chat.webChatInfo',
    method: 'POST',
    path: `${CSP_EXTERNAL}/web-chat-info`,
    auth: 'public',
    body: zWebChatInfoBody,
    response: zWebChatInfoResponse,
  }),
};
