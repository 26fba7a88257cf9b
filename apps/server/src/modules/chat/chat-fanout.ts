import type { ChatAuthorKind } from '@hearth/domain/chat/chat-socket-protocol';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NotificationFeed } from '../../db/notification-feed.ts';

/** What one instance tells the others: a message was committed, or someone is typing. */
export type ChatEvent =
  | { t: 'm'; c: string }
  /** `i`: the instance that sent it, which has already passed it to its own sockets. */
  | { t: 'y'; c: string; k: ChatAuthorKind; p: string | null; i?: string }
  /** A participant's read marker moved to `s` (stored before it is told). */
  | { t: 'r'; c: string; k: 'VISITOR' | 'BORROWER' | 'AGENT'; p: string; s: number; i?: string };
export type TypingEvent = Omit<Extract<ChatEvent, { t: 'y' }>, 'i'>;
export type ReadEvent = Omit<Extract<ChatEvent, { t: 'r' }>, 'i'>;

const zChatEvent = z.union([
  z.strictObject({ t: z.literal('m'), c: z.uuid() }),
  z.strictObject({
    t: z.literal('y'),
    c: z.uuid(),
    k: z.enum(['VISITOR', 'BORROWER', 'AGENT', 'SYSTEM']),
    p: z.uuid().nullable(),
    i: z.uuid().optional(),
  }),
  z.strictObject({
    t: z.literal('r'),
    c: z.uuid(),
    k: z.enum(['VISITOR', 'BORROWER', 'AGENT']),
    p: z.uuid(),
    s: z.number().int().min(0),
    i: z.uuid().optional(),
  }),
]);

export interface ChatEventHandler {
  onEvent(event: ChatEvent): void;
  /** While false an announcement may be missed; the hub sweeps meanwhile. */
  onLive(live: boolean): void;
}

/**
 * How a message committed on one instance reaches the subscribers on every other one. Only the
 * fact travels (conversation id, or a typing notice), never the text: each instance reads the
 * messages from the database itself.
 */
export interface ChatFanout {
  readonly kind: 'postgres' | 'redis';
  /** Inside the message's transaction (PostgreSQL delivers NOTIFY at commit, never before). */
  announceInTransaction(tx: Db, conversationUuid: string): Promise<void>;
  /** After the commit (Redis publishes then). */
  announceCommitted(conversationUuid: string): Promise<void>;
  /** Tells the other instances; this one's sockets are told by the caller. */
  typing(event: TypingEvent): Promise<void>;
  /** Likewise for a read marker. */
  read(event: ReadEvent): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const CHAT_CHANNEL = 'hearth_chat_event';
const REDIS_CHANNEL = 'hearth:chat:events';

const newInstanceId = (): string => crypto.randomUUID();

/** An event from the channel, or undefined for a malformed one or this instance's own notice. */
function parseEvent(payload: string, instanceId: string): ChatEvent | undefined {
  try {
    const event = zChatEvent.parse(JSON.parse(payload)) as ChatEvent;
    return event.t !== 'm' && event.i === instanceId ? undefined : event;
  } catch {
    return undefined;
  }
}

/** PostgreSQL LISTEN/NOTIFY through the app's one notification feed. */
export function createPostgresChatFanout(
  db: Db,
  feed: NotificationFeed,
  handler: ChatEventHandler,
): ChatFanout {
  const instanceId = newInstanceId();
  feed.listen({
    name: CHAT_CHANNEL,
    onMessage: (payload) => {
      const event = parseEvent(payload, instanceId);
      if (event) {
        handler.onEvent(event);
      }
    },
    onLive: (live) => handler.onLive(live),
  });
  const notify = (executor: Db, event: ChatEvent) =>
    executor.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(event)})`).then(() => undefined);
  return {
    kind: 'postgres',
    announceInTransaction: (tx, conversationUuid) => notify(tx, { t: 'm', c: conversationUuid }),
    announceCommitted: async () => {},
    typing: (event) => notify(db, { ...event, i: instanceId }),
    read: (event) => notify(db, { ...event, i: instanceId }),
    // The feed is started and stopped with the app.
    start: async () => {},
    stop: async () => {},
  };
}

/**
 * Redis pub/sub (REDIS_URL): published after the commit. A message committed just before a crash
 * and never published, or published while an instance's subscription was down, is still
 * delivered by the hub's periodic sweep; the database stays the record.
 */
export function createRedisChatFanout(
  url: string,
  handler: ChatEventHandler,
  logger: FastifyBaseLogger,
): ChatFanout {
  const instanceId = newInstanceId();
  const options = { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { lazyConnect: true });
  subscriber.on('message', (_channel: string, payload: string) => {
    const event = parseEvent(payload, instanceId);
    if (event) {
      handler.onEvent(event);
    }
  });
  subscriber.on('ready', () => handler.onLive(true));
  subscriber.on('close', () => handler.onLive(false));
  subscriber.on('error', (error: Error) =>
    logger.warn({ err: error }, 'chat fan-out: Redis subscription lost'),
  );
  publisher.on('error', () => {});

  const publish = async (event: ChatEvent) => {
    try {
      await publisher.publish(REDIS_CHANNEL, JSON.stringify(event));
    } catch (error) {
      logger.warn({ err: error }, 'chat fan-out: Redis publish failed; the sweep delivers it');
    }
  };
  return {
    kind: 'redis',
    announceInTransaction: async () => {},
    announceCommitted: (conversationUuid) => publish({ t: 'm', c: conversationUuid }),
    typing: (event) => publish({ ...event, i: instanceId }),
    read: (event) => publish({ ...event, i: instanceId }),
    async start() {
      await publisher.connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'chat fan-out: Redis not reached; the sweep delivers meanwhile');
      });
      // Redis away at start: ioredis keeps trying and subscribes when it is back; the sweep
      // delivers meanwhile, so start-up does not wait for it.
      const subscribed = subscriber.subscribe(REDIS_CHANNEL).catch((error: unknown) => {
        logger.warn({ err: error }, 'chat fan-out: Redis subscription not made');
      });
      await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
    async stop() {
      handler.onLive(false);
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
