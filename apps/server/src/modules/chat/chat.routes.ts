import websocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH, chatApi } from '@hearth/domain/api/chat-api';
import { CHAT_PING_INTERVAL_MS } from '@hearth/domain/chat/chat-rules';
import { CHAT_SOCKET_SUBPROTOCOL } from '@hearth/domain/chat/chat-socket-protocol';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { findOrg } from '../org/registry/index.ts';
import { raiseValidationError } from '../registration/raise-validation-error.ts';
import { newestSeqs } from './chat.repository.ts';
import { registerChatAgentRoutes } from './chat-agent.routes.ts';
import { registerChatConversationRoutes } from './chat-attachments.routes.ts';
import { type ChatEventHandler, createPostgresChatFanout, createRedisChatFanout } from './chat-fanout.ts';
import { createChatHub } from './chat-hub.ts';
import { initWebChat, refreshChatToken, webChatInfo } from './chat-init.service.ts';
import { readMessagesAfter } from './chat-messages.service.ts';
import { issueChatNonce, refreshChatNonce } from './chat-nonce.service.ts';
import { serveChatSocket } from './chat-socket.ts';

const tags = ['chat'];
/** A chat frame is a message of at most a few thousand characters, not a file. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * Hearth's own chat service (002 §7 chat calls, CHT-015…035): chat init for each provider's path,
 * token refresh, the signed-in borrower's nonce, the survey's contact id, and the socket that
 * carries the messages. Conversations and messages live in the database; the fan-out (PostgreSQL
 * LISTEN/NOTIFY, or Redis pub/sub with REDIS_URL) only tells every instance to read them.
 */
const chatRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, piiKey: app.config.piiKey };
  const hub = createChatHub(
    (conversationUuid, afterSeq, limit) => readMessagesAfter(deps, conversationUuid, afterSeq, limit),
    (error) => app.log.warn({ err: error }, 'chat delivery failed; the next announcement or sweep retries'),
  );
  const handler: ChatEventHandler = {
    onEvent: (event) => {
      if (event.t === 'm') {
        void hub.announce(event.c);
      } else if (event.t === 'r') {
        hub.broadcast(event.c, {
          type: 'read',
          conversationId: event.c,
          kind: event.k,
          participantId: event.p,
          seq: event.s,
        });
      } else {
        hub.typing(event.c, {
          type: 'typing',
          conversationId: event.c,
          kind: event.k,
          participantId: event.p,
        });
      }
    },
    // Whether or not the fan-out is live, the sweep below reads every subscribed conversation.
    onLive: () => {},
  };
  const fanout = app.config.redisUrl
    ? createRedisChatFanout(app.config.redisUrl, handler, app.log)
    : createPostgresChatFanout(app.db, app.notificationFeed, handler);
  let sweep: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    await fanout.start();
    sweep = setInterval(() => {
      hub
        .sweep((uuids) => newestSeqs(app.db, uuids))
        .catch((error: unknown) => app.log.warn({ err: error }, 'chat sweep failed'));
    }, CHAT_PING_INTERVAL_MS);
    sweep.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await fanout.stop();
  });

  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      handleProtocols: (protocols) =>
        protocols.has(CHAT_SOCKET_SUBPROTOCOL) ? CHAT_SOCKET_SUBPROTOCOL : false,
    },
  });

  const announceLocally = (uuid: string) => hub.announce(uuid);
  await registerChatAgentRoutes(app, { ...deps, hub, fanout, announceLocally });

  app.get(
    CHAT_SOCKET_PATH,
    { websocket: true, schema: { hide: true }, config: { rateLimit: RATE_LIMITS.lookup } },
    (socket, request) =>
      serveChatSocket({ ...deps, app, hub, fanout, logger: app.log, announceLocally }, socket, request),
  );

  await registerChatConversationRoutes(app, {
    ...deps,
    fanout,
    announceLocally: (uuid) => hub.announce(uuid),
    storage: app.documents,
  });

  const initDeps = { ...deps, now: () => new Date(), findOrg };
  for (const endpoint of [chatApi.initTwilio, chatApi.initStream]) {
    registerEndpoint(app, endpoint, {
      tags,
      config: { rateLimit: RATE_LIMITS.lookup },
      errors: [401, 404],
      // CHT-033…035: the form's own words ('Required', …) come back as they are.
      attachValidation: true,
      summary: 'Start a support chat (API-074…076): the session token, the conversation and the skill',
      description:
        'With a live nonce (API-077) the chat is the signed-in borrower’s and may name their application; otherwise a visitor’s.',
      handler: (request) => {
        raiseValidationError(request);
        return initWebChat(initDeps, request.body);
      },
    });
  }
  registerEndpoint(app, chatApi.refreshToken, {
    tags,
    config: { rateLimit: RATE_LIMITS.lookup },
    errors: [401],
    summary: 'A fresh chat token before the session ends (API-073); an expired one is refused (CHT-024)',
    handler: (request) => refreshChatToken(initDeps, request.body.token),
  });
  registerEndpoint(app, chatApi.webChatInfo, {
    tags,
    config: { rateLimit: RATE_LIMITS.lookup },
    summary: 'The contact id of a chat, for the survey link (API-079)',
    handler: (request) => webChatInfo(app.db, request.body.omniProxyChannelId),
  });
  const nonceDeps = { db: app.db, now: () => new Date() };
  registerEndpoint(app, chatApi.authenticate, {
    tags,
    summary: 'A chat nonce for the signed-in borrower (API-077), good for about a minute',
    handler: (request) =>
      issueChatNonce(nonceDeps, { identityUuid: request.user.identityUuid, orgCode: request.user.orgCode }),
  });
  registerEndpoint(app, chatApi.refreshNonce, {
    tags,
    summary: 'The next chat nonce for a live one of the same borrower (API-078)',
    handler: (request) =>
      refreshChatNonce(
        nonceDeps,
        { identityUuid: request.user.identityUuid, orgCode: request.user.orgCode },
        request.query.nonce,
      ),
  });
};

export default chatRoutes;
