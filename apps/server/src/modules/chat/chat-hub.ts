import type { ChatMessageFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { continueFrom, createSerialRunner } from './chat-delivery.ts';

/** One socket's interest in one conversation. */
export interface ChatSubscriber {
  /** The last sequence number the client has. */
  cursor: number;
  send(frame: ChatServerFrame): void;
}

export type FetchMessagesAfter = (
  conversationUuid: string,
  afterSeq: number,
  limit: number,
) => Promise<ChatMessageFrame[]>;

export interface ChatHub {
  /** Starts delivering what follows the subscriber's cursor; returns the unsubscribe. */
  subscribe(conversationUuid: string, subscriber: ChatSubscriber): () => void;
  /** A message was committed in the conversation (here or on another instance). */
  announce(conversationUuid: string): Promise<void>;
  /**
   * The sweep behind a lost announcement: given each subscribed conversation's newest number
   * (one query for all of them), reads again those where a subscriber is behind.
   */
  sweep(newestSeqs: (conversationUuids: string[]) => Promise<Map<string, number>>): Promise<void>;
  typing(conversationUuid: string, frame: ChatServerFrame, except?: ChatSubscriber): void;
  /** A frame that is not stored (a read marker) to every subscriber here. */
  broadcast(conversationUuid: string, frame: ChatServerFrame): void;
  subscriberCount(): number;
}

const PAGE = 200;

/**
 * This instance's subscriptions, by conversation. Delivery is serial per conversation and always
 * reads the stored messages after each subscriber's cursor (chat-delivery.ts), so the catch-up of
 * a reconnecting client and the live messages arrive once each, in order.
 */
export function createChatHub(fetchAfter: FetchMessagesAfter, onError: (error: unknown) => void): ChatHub {
  const rooms = new Map<string, { subscribers: Set<ChatSubscriber>; runner: { kick(): Promise<void> } }>();

  function room(conversationUuid: string) {
    let found = rooms.get(conversationUuid);
    if (!found) {
      const subscribers = new Set<ChatSubscriber>();
      const runner = createSerialRunner(() => pump(conversationUuid, subscribers), onError);
      found = { subscribers, runner };
      rooms.set(conversationUuid, found);
    }
    return found;
  }

  async function pump(conversationUuid: string, subscribers: Set<ChatSubscriber>): Promise<void> {
    for (;;) {
      if (subscribers.size === 0) {
        return;
      }
      const from = Math.min(...[...subscribers].map((subscriber) => subscriber.cursor));
      const frames = await fetchAfter(conversationUuid, from, PAGE);
      for (const subscriber of subscribers) {
        const next = continueFrom(subscriber.cursor, frames);
        subscriber.cursor = next.cursor;
        for (const frame of next.deliver) {
          subscriber.send(frame);
        }
      }
      if (frames.length < PAGE) {
        return;
      }
    }
  }

  return {
    subscribe(conversationUuid, subscriber) {
      const found = room(conversationUuid);
      found.subscribers.add(subscriber);
      void found.runner.kick();
      return () => {
        found.subscribers.delete(subscriber);
        if (found.subscribers.size === 0 && rooms.get(conversationUuid) === found) {
          rooms.delete(conversationUuid);
        }
      };
    },
    async announce(conversationUuid) {
      await rooms.get(conversationUuid)?.runner.kick();
    },
    async sweep(newestSeqs) {
      if (rooms.size === 0) {
        return;
      }
      const newest = await newestSeqs([...rooms.keys()]);
      const behind = [...rooms.entries()].filter(([conversationUuid, found]) =>
        [...found.subscribers].some((subscriber) => subscriber.cursor < (newest.get(conversationUuid) ?? 0)),
      );
      await Promise.all(behind.map(([, found]) => found.runner.kick()));
    },
    typing(conversationUuid, frame, except) {
      for (const subscriber of rooms.get(conversationUuid)?.subscribers ?? []) {
        if (subscriber !== except) {
          subscriber.send(frame);
        }
      }
    },
    broadcast(conversationUuid, frame) {
      for (const subscriber of rooms.get(conversationUuid)?.subscribers ?? []) {
        subscriber.send(frame);
      }
    },
    subscriberCount() {
      let count = 0;
      for (const found of rooms.values()) {
        count += found.subscribers.size;
      }
      return count;
    },
  };
}
