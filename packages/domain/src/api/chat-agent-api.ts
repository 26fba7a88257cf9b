import {
  zCannedReplies,
  zCannedRepliesQuery,
  zCannedReply,
  zCannedReplyBody,
  zCannedReplyParams,
  zChatAgents,
  zChatAgentsQuery,
  zChatConversationDetail,
  zChatConversationParams,
  zChatInbox,
  zChatInboxQuery,
  zChatReadBody,
  zChatTransferBody,
} from '../chat/chat-agent.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

const CHATS = `${OPS_API}/chats` as const;
const CONVERSATION = `${CHATS}/:uuid` as const;

/**
 * The agents' side of the support chat (decision 030): the inbox of the caller's lenders, claim,
 * transfer, close, read markers and the lenders' canned replies. Replies travel over the chat
 * socket. Another lender's conversation is a 404 on every call.
 */
export const chatAgentApi = {
  inbox: defineEndpoint({
    id: 'chatAgent.inbox',
    permission: 'borrower.contact',
    method: 'GET',
    path: CHATS,
    auth: 'staff',
    query: zChatInboxQuery,
    response: zChatInbox,
  }),
  conversation: defineEndpoint({
    id: 'chatAgent.conversation',
    permission: 'borrower.contact',
    method: 'GET',
    path: CONVERSATION,
    auth: 'staff',
    params: zChatConversationParams,
    response: zChatConversationDetail,
  }),
  /** One agent takes a waiting chat; a second claim is a 409. */
  claim: defineEndpoint({
    id: 'chatAgent.claim',
    permission: 'borrower.contact',
    method: 'POST',
    path: `${CONVERSATION}/claim`,
    auth: 'staff',
    params: zChatConversationParams,
    response: zChatConversationDetail,
  }),
  transfer: defineEndpoint({
    id: 'chatAgent.transfer',
    permission: 'borrower.contact',
    method: 'POST',
    path: `${CONVERSATION}/transfer`,
    auth: 'staff',
    params: zChatConversationParams,
    body: zChatTransferBody,
    response: zChatConversationDetail,
  }),
  close: defineEndpoint({
    id: 'chatAgent.close',
    permission: 'borrower.contact',
    method: 'POST',
    path: `${CONVERSATION}/close`,
    auth: 'staff',
    params: zChatConversationParams,
    response: zChatConversationDetail,
  }),
  /** The caller's read marker: the last message number they have read. */
  markRead: defineEndpoint({
    id: 'chatAgent.markRead',
    permission: 'borrower.contact',
    method: 'PUT',
    path: `${CONVERSATION}/read`,
    auth: 'staff',
    params: zChatConversationParams,
    body: zChatReadBody,
    response: 'empty',
    status: 204,
  }),
  agents: defineEndpoint({
    id: 'chatAgent.agents',
    permission: 'borrower.contact',
    method: 'GET',
    path: `${CHATS}-agents`,
    auth: 'staff',
    query: zChatAgentsQuery,
    response: zChatAgents,
  }),
  cannedReplies: defineEndpoint({
    id: 'chatAgent.cannedReplies',
    permission: 'borrower.contact',
    method: 'GET',
    path: `${OPS_API}/chat-canned-replies`,
    auth: 'staff',
    query: zCannedRepliesQuery,
    response: zCannedReplies,
  }),
  createCannedReply: defineEndpoint({
    id: 'chatAgent.createCannedReply',
    permission: 'lender.settings',
    method: 'POST',
    path: `${OPS_API}/chat-canned-replies`,
    auth: 'staff',
    body: zCannedReplyBody,
    response: zCannedReply,
    status: 201,
  }),
  updateCannedReply: defineEndpoint({
    id: 'chatAgent.updateCannedReply',
    permission: 'lender.settings',
    method: 'PUT',
    path: `${OPS_API}/chat-canned-replies/:uuid`,
    auth: 'staff',
    params: zCannedReplyParams,
    body: zCannedReplyBody,
    response: zCannedReply,
  }),
  deleteCannedReply: defineEndpoint({
    id: 'chatAgent.deleteCannedReply',
    permission: 'lender.settings',
    method: 'DELETE',
    path: `${OPS_API}/chat-canned-replies/:uuid`,
    auth: 'staff',
    params: zCannedReplyParams,
    response: 'empty',
    status: 204,
  }),
};
