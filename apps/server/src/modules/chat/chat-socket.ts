import { maskPersonName } from '@hearth/domain/chat/chat-agent';
import {
  CHAT_PING_INTERVAL_MS,
  CHAT_SOCKET_LIFETIME_MS,
  CHAT_TOKEN_INVALID,
  CHAT_TYPING_INTERVAL_MS,
} from '@hearth/domain/chat/chat-rules';
import {
  CHAT_SOCKET_AUTH_PREFIX,
  type ChatServerFrame,
  zChatClientFrame,
} from '@hearth/domain/chat/chat-socket-protocol';
import { AppError } from '@hearth/domain/errors/app-error';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { findConversation } from './chat.repository.ts';
import { readMarkers, recordRead } from './chat-agent.service.ts';
import { authorIn } from './chat-author.ts';
import type { ChatFanout } from './chat-fanout.ts';
import type { ChatHub, ChatSubscriber } from './chat-hub.ts';
import { type ChatMessageDeps, postMessage } from './chat-messages.service.ts';
import { authenticateChatToken, type ChatPrincipal, mayAccess, samePerson } from './chat-socket-auth.ts';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
const AUTH_TIMEOUT_MS = 10_000;
/** A client that reads too slowly is dropped; it reconnects and catches up from its last number. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** WebSocket close codes of this protocol (4000–4999 are the application's). */
const CLOSE_UNAUTHENTICATED = 4401;
const CLOSE_LIFETIME = 4000;
/** Per socket: more messages than a person types are refused, not stored. */
export const SEND_LIMIT = { max: 20, windowMs: 10_000 };
export const SEND_LIMITED_MESSAGE = 'Too many requests, please try again later';

export interface ChatSocketDeps extends ChatMessageDeps {
  app: Parameters<typeof authenticateChatToken>[0];
  hub: ChatHub;
  fanout: ChatFanout;
  logger: FastifyBaseLogger;
  timing?: { pingIntervalMs: number; lifetimeMs: number };
}

/** The token offered as a subprotocol (`hearth-auth.<token>`), never read from the URL. */
export function tokenFromSubprotocols(header: string | undefined): string | undefined {
  const offered = (header ?? '').split(',').map((value) => value.trim());
  return offered
    .find((value) => value.startsWith(CHAT_SOCKET_AUTH_PREFIX))
    ?.slice(CHAT_SOCKET_AUTH_PREFIX.length);
}

/**
 * One client's socket: authenticate, subscribe, send, type, ping (see the domain's
 * chat-socket-protocol.ts). Frames are handled one after another, in the order they came.
 */
export function serveChatSocket(deps: ChatSocketDeps, socket: WebSocket, request: FastifyRequest): void {
  const timing = deps.timing ?? {
    pingIntervalMs: CHAT_PING_INTERVAL_MS,
    lifetimeMs: CHAT_SOCKET_LIFETIME_MS,
  };
  let principal: ChatPrincipal | undefined;
  let token: string | undefined;
  let lastTyping = 0;
  let sent: number[] = [];
  let alive = true;
  const subscriptions = new Map<string, { subscriber: ChatSubscriber; unsubscribe: () => void }>();
  let queue: Promise<void> = Promise.resolve();

  const send = (frame: ChatServerFrame) => {
    if (socket.readyState !== socket.OPEN) {
      return;
    }
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      return;
    }
    socket.send(JSON.stringify(frame));
  };
  const refuse = () => {
    send({ type: 'error', message: CHAT_TOKEN_INVALID });
    socket.close(CLOSE_UNAUTHENTICATED, 'unauthenticated');
  };

  const authTimer = setTimeout(() => {
    if (!principal) {
      refuse();
    }
  }, AUTH_TIMEOUT_MS);
  const lifetimeTimer = setTimeout(() => socket.close(CLOSE_LIFETIME, 'lifetime'), timing.lifetimeMs);
  // Protocol-level keep-alive beside the client's own pings (CHT-029): a peer that stops answering
  // is dropped, so a half-open connection does not hold its subscriptions.
  const heartbeat = setInterval(() => {
    if (!alive) {
      socket.terminate();
      return;
    }
    alive = false;
    socket.ping();
  }, timing.pingIntervalMs * 3);
  for (const timer of [authTimer, lifetimeTimer, heartbeat]) {
    timer.unref();
  }
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    clearTimeout(lifetimeTimer);
    clearInterval(heartbeat);
    for (const { unsubscribe } of subscriptions.values()) {
      unsubscribe();
    }
    subscriptions.clear();
  });

  async function authenticate(offered: string): Promise<void> {
    const next = await authenticateChatToken(deps.app, offered);
    if (!next || (principal && !samePerson(principal, next))) {
      refuse();
      return;
    }
    const first = !principal;
    principal = next;
    token = offered;
    if (first) {
      send({
        type: 'ready',
        principal:
          next.kind === 'PARTICIPANT' ? next.authorKind : next.kind === 'AGENT' ? 'AGENT' : 'BORROWER',
      });
    }
  }

  /** Before anything that reads or writes the conversation: the token must still hold. */
  async function stillAuthenticated(): Promise<ChatPrincipal | undefined> {
    if (!principal || !token) {
      return undefined;
    }
    const current = await authenticateChatToken(deps.app, token);
    if (!current || !samePerson(principal, current)) {
      refuse();
      return undefined;
    }
    principal = current;
    return current;
  }

  async function conversationFor(current: ChatPrincipal, conversationId: string) {
    const conversation = await findConversation(deps.db, conversationId);
    return conversation && mayAccess(current, conversation) ? conversation : undefined;
  }

  async function handle(raw: string): Promise<void> {
    let parsed: ReturnType<typeof zChatClientFrame.safeParse>;
    try {
      parsed = zChatClientFrame.safeParse(JSON.parse(raw));
    } catch {
      send({ type: 'error', message: 'Not a JSON frame' });
      return;
    }
    if (!parsed.success) {
      send({
        type: 'error',
        message: [...new Set(parsed.error.issues.map((issue) => issue.message))].join('; '),
      });
      return;
    }
    const frame = parsed.data;
    if (frame.type === 'auth') {
      await authenticate(frame.token);
      return;
    }
    if (!principal) {
      refuse();
      return;
    }
    if (principal.expiresAt <= new Date()) {
      refuse();
      return;
    }
    switch (frame.type) {
      case 'ping':
        send({ type: 'pong' });
        return;
      case 'typing': {
        const subscribed = subscriptions.get(frame.conversationId);
        const now = Date.now();
        if (!subscribed || now - lastTyping < CHAT_TYPING_INTERVAL_MS) {
          return;
        }
        lastTyping = now;
        const author = principal.kind === 'PARTICIPANT' ? principal : undefined;
        const event = {
          t: 'y' as const,
          c: frame.conversationId,
          k: author
            ? author.authorKind
            : principal.kind === 'AGENT'
              ? ('AGENT' as const)
              : ('BORROWER' as const),
          p: author ? author.participantUuid : null,
        };
        deps.hub.typing(
          frame.conversationId,
          { type: 'typing', conversationId: event.c, kind: event.k, participantId: event.p },
          subscribed.subscriber,
        );
        await deps.fanout.typing(event);
        return;
      }
      case 'subscribe': {
        const current = await stillAuthenticated();
        if (!current) {
          return;
        }
        const conversation = await conversationFor(current, frame.conversationId);
        if (!conversation) {
          send({ type: 'error', message: CONVERSATION_NOT_FOUND, conversationId: frame.conversationId });
          return;
        }
        subscriptions.get(conversation.uuid)?.unsubscribe();
        const subscriber: ChatSubscriber = {
          cursor: Math.min(frame.lastSeq, conversation.lastSeq),
          send: (next) => send(principal ? asSeenBy(principal, next) : next),
        };
        send({
          type: 'subscribed',
          conversationId: conversation.uuid,
          lastSeq: conversation.lastSeq,
          state: conversation.state as 'WAITING' | 'ACTIVE' | 'ENDED',
          readMarkers: await readMarkers(deps.db, conversation.uuid),
        });
        subscriptions.set(conversation.uuid, {
          subscriber,
          unsubscribe: deps.hub.subscribe(conversation.uuid, subscriber),
        });
        return;
      }
      case 'read': {
        if (!subscriptions.has(frame.conversationId)) {
          return;
        }
        const current = await stillAuthenticated();
        const conversation = current && (await conversationFor(current, frame.conversationId));
        const reader = conversation && current && (await authorIn(deps, current, conversation.uuid));
        if (conversation && reader) {
          await recordRead(
            deps,
            conversation,
            { uuid: reader.participantUuid, kind: reader.kind },
            frame.seq,
          );
        }
        return;
      }
      case 'send': {
        const now = Date.now();
        sent = sent.filter((at) => now - at < SEND_LIMIT.windowMs);
        if (sent.length >= SEND_LIMIT.max) {
          send({ type: 'error', message: SEND_LIMITED_MESSAGE, clientMessageId: frame.clientMessageId });
          return;
        }
        sent.push(now);
        const current = await stillAuthenticated();
        if (!current) {
          return;
        }
        const conversation = await conversationFor(current, frame.conversationId);
        const author = conversation && (await authorIn(deps, current, conversation.uuid));
        if (!conversation || !author) {
          send({
            type: 'error',
            message: CONVERSATION_NOT_FOUND,
            conversationId: frame.conversationId,
            clientMessageId: frame.clientMessageId,
          });
          return;
        }
        try {
          const { seq } = await postMessage(deps, {
            conversationUuid: conversation.uuid,
            author,
            clientMessageId: frame.clientMessageId,
            body: frame.body,
          });
          send({
            type: 'ack',
            conversationId: conversation.uuid,
            clientMessageId: frame.clientMessageId,
            seq,
          });
        } catch (error) {
          if (!(error instanceof AppError)) {
            deps.logger.error({ err: error }, 'chat message not stored');
          }
          send({
            type: 'error',
            message:
              error instanceof AppError
                ? error.messages.join('; ')
                : 'Something went wrong. Please try resending the message.',
            conversationId: conversation.uuid,
            clientMessageId: frame.clientMessageId,
          });
        }
        return;
      }
    }
  }

  socket.on('message', (data, isBinary) => {
    alive = true;
    if (isBinary) {
      send({ type: 'error', message: 'Frames are JSON text' });
      return;
    }
    const raw = data.toString();
    queue = queue.then(() =>
      handle(raw).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'chat socket frame failed');
        send({ type: 'error', message: 'Something went wrong. Please try again later.' });
      }),
    );
  });

  const offered = tokenFromSubprotocols(request.headers['sec-websocket-protocol']);
  if (offered) {
    queue = queue.then(() => authenticate(offered));
  }
}

/** Staff without `applications.pii` read the customer's name masked, as everywhere in the console. */
export function asSeenBy(principal: ChatPrincipal, frame: ChatServerFrame): ChatServerFrame {
  if (
    frame.type !== 'message' ||
    principal.kind !== 'AGENT' ||
    hasPermission(principal.role, 'applications.pii') ||
    (frame.author.kind !== 'VISITOR' && frame.author.kind !== 'BORROWER')
  ) {
    return frame;
  }
  return { ...frame, author: { ...frame.author, name: maskPersonName(frame.author.name) } };
}
