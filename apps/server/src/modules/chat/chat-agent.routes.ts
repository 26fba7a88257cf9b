import { chatAgentApi } from '@hearth/domain/api/chat-agent-api';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { OPS_TAGS } from '../ops/ops-route-schemas.ts';
import staffAuthPlugin from '../staff/staff-auth.plugin.ts';
import {
  type ChatAgentDeps,
  claimChat,
  closeChat,
  getChatConversation,
  listChatAgents,
  listChatCannedReplies,
  listChatInbox,
  markChatRead,
  removeCannedReply,
  saveCannedReply,
  transferChat,
} from './chat-agent.service.ts';

/**
 * The agents' work on support chats (CHT-014, CHT-018): the inbox, claim, transfer, close, read
 * markers, canned replies. Registered by the chat service's plugin, whose hub and fan-out carry
 * the system messages and read markers to the customers' sockets. Every call is scoped to the
 * lenders the caller works for: another lender's conversation is a 404. Like the rest of the ops
 * API, the staff token and session are checked before any body is read.
 */
export async function registerChatAgentRoutes(parent: FastifyInstance, deps: ChatAgentDeps): Promise<void> {
  await parent.register(async (app) => {
    await app.register(staffAuthPlugin);
    app.addHook('onRequest', app.authenticateStaff);
    agentRoutes(app, deps);
  });
}

function agentRoutes(app: FastifyInstance, deps: ChatAgentDeps): void {
  const tags = OPS_TAGS;

  registerEndpoint(app, chatAgentApi.inbox, {
    tags,
    summary: 'Waiting and active chats of the caller’s lenders, waiting ones first, oldest first',
    description:
      'Filtered by view (waiting, mine, active), lender and skill; names masked without applications.pii.',
    handler: (request) => listChatInbox(deps, request.staff, request.query),
  });

  registerEndpoint(app, chatAgentApi.conversation, {
    tags,
    summary: 'One chat: its customer, application, agent, state and read markers',
    handler: (request) => getChatConversation(deps, request.staff, request.params.uuid),
  });

  registerEndpoint(app, chatAgentApi.claim, {
    tags,
    errors: [409],
    summary: 'Take a waiting chat; the customer is told an agent joined. A second claim is a 409',
    handler: (request) => claimChat(deps, request.staff, request.params.uuid),
  });

  registerEndpoint(app, chatAgentApi.transfer, {
    tags,
    errors: [409],
    summary: 'Hand the chat to another agent of the lender, or back to the queue (toStaffUuid null)',
    handler: (request) => transferChat(deps, request.staff, request.params.uuid, request.body.toStaffUuid),
  });

  registerEndpoint(app, chatAgentApi.close, {
    tags,
    errors: [409],
    summary: 'End the chat; the customer’s widget shows its end panel',
    handler: (request) => closeChat(deps, request.staff, request.params.uuid),
  });

  registerEndpoint(app, chatAgentApi.markRead, {
    tags,
    summary: 'Move the caller’s read marker to a message number; the customer sees "Read"',
    handler: async (request) => {
      await markChatRead(deps, request.staff, request.params.uuid, request.body.seq);
      return undefined;
    },
  });

  registerEndpoint(app, chatAgentApi.agents, {
    tags,
    summary: 'The lender’s active staff who answer chats (transfer targets)',
    handler: (request) => listChatAgents(app.db, request.staff, request.query.orgCode),
  });

  registerEndpoint(app, chatAgentApi.cannedReplies, {
    tags,
    summary: 'The canned replies of a lender, or of every lender the caller works for',
    handler: (request) => listChatCannedReplies(app.db, request.staff, request.query.orgCode),
  });

  registerEndpoint(app, chatAgentApi.createCannedReply, {
    tags,
    summary: 'Add a canned reply to a lender (ADMIN); audited',
    handler: (request) => saveCannedReply(app.db, request.staff, request.body),
  });

  registerEndpoint(app, chatAgentApi.updateCannedReply, {
    tags,
    summary: 'Change a canned reply (ADMIN); audited',
    handler: (request) => saveCannedReply(app.db, request.staff, request.body, request.params.uuid),
  });

  registerEndpoint(app, chatAgentApi.deleteCannedReply, {
    tags,
    summary: 'Remove a canned reply (ADMIN); audited',
    handler: async (request) => {
      await removeCannedReply(app.db, request.staff, request.params.uuid);
      return undefined;
    },
  });
}
