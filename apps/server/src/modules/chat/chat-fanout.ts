import type { ChatAuthorKind } from '@hearth/domain/chat/chat-socket-protocol';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { NotificationFeed } from '../../db/notification-feed.ts';

/** What one instance tells the others: a message was committed, or someone is typing. */
export type ChatEvent = { t: 'm'; c: string } | { t: 'y'; c: string; k: ChatAuthorKind; p: string | null };

const zChatEvent = z.union([
  z.strictObject({ t: z.literal('m'), c: z.uuid() }),
  z.strictObject({
    t: z.literal('y'),
    c: z.uuid(),
    k: z.enum(['VISITOR', 'BORROWER', 'AGENT', 'SYSTEM']),
    p: z.uuid().nullable(),
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
  readonly kind: 'postgres';
  /** Inside the message's transaction (PostgreSQL delivers NOTIFY at commit, never before). */
  announceInTransaction(tx: Db, conversationUuid: string): Promise<void>;
  /** After the commit. */
  announceCommitted(conversationUuid: string): Promise<void>;
  typing(event: Extract<ChatEvent, { t: 'y' }>): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const CHAT_CHANNEL = 'hearth_chat_event';

function parseEvent(payload: string): ChatEvent | undefined {
  try {
    return zChatEvent.parse(JSON.parse(payload)) as ChatEvent;
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
  feed.listen({
    name: CHAT_CHANNEL,
    onMessage: (payload) => {
      const event = parseEvent(payload);
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
    typing: (event) => notify(db, event),
    // The feed is started and stopped with the app.
    start: async () => {},
    stop: async () => {},
  };
}
