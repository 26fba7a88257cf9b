import type { ChatMessageFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { describe, expect, it } from 'vitest';
import { createChatHub } from './chat-hub.ts';

const CONVERSATION = '11111111-1111-4111-8111-111111111111';

/** A conversation's stored messages, as the database would answer. */
function store() {
  const messages: ChatMessageFrame[] = [];
  return {
    messages,
    add(count: number) {
      for (let index = 0; index < count; index += 1) {
        const seq = messages.length + 1;
        messages.push({
          type: 'message',
          conversationId: CONVERSATION,
          seq,
          author: { kind: 'AGENT', participantId: null, name: 'Agent' },
          body: `message ${seq}`,
          createdAt: new Date(0).toISOString(),
        });
      }
    },
    fetchAfter: async (_conversation: string, afterSeq: number, limit: number) =>
      messages.filter((message) => message.seq > afterSeq).slice(0, limit),
  };
}

function subscriber(cursor: number) {
  const received: number[] = [];
  return {
    received,
    cursor,
    send(frame: ChatServerFrame) {
      if (frame.type === 'message') {
        received.push(frame.seq);
      }
    },
  };
}

describe('the chat hub', () => {
  it('catches a subscriber up from its cursor, then passes on each new message once', async () => {
    const messages = store();
    messages.add(5);
    const hub = createChatHub(messages.fetchAfter, (error) => {
      throw error;
    });
    const late = subscriber(2);
    hub.subscribe(CONVERSATION, late);
    const fresh = subscriber(0);
    hub.subscribe(CONVERSATION, fresh);
    messages.add(2);
    // The same commit announced twice (its NOTIFY and this instance's own call), and a sweep.
    await Promise.all([
      hub.announce(CONVERSATION),
      hub.announce(CONVERSATION),
      hub.sweep(async () => new Map([[CONVERSATION, messages.messages.length]])),
    ]);
    expect(late.received).toEqual([3, 4, 5, 6, 7]);
    expect(fresh.received).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads in pages, so a long absence is caught up whole and in order', async () => {
    const messages = store();
    messages.add(450);
    const hub = createChatHub(messages.fetchAfter, () => {});
    const back = subscriber(10);
    hub.subscribe(CONVERSATION, back);
    await hub.announce(CONVERSATION);
    expect(back.received).toEqual(Array.from({ length: 440 }, (_, index) => index + 11));
  });

  it('sweeps only the conversations where a subscriber is behind', async () => {
    const messages = store();
    messages.add(3);
    let reads = 0;
    const hub = createChatHub(
      async (...args) => {
        reads += 1;
        return messages.fetchAfter(...args);
      },
      () => {},
    );
    const reader = subscriber(0);
    hub.subscribe(CONVERSATION, reader);
    await hub.announce(CONVERSATION);
    const before = reads;
    await hub.sweep(async () => new Map([[CONVERSATION, 3]]));
    expect(reads).toBe(before);
    // A message whose announcement was lost.
    messages.add(1);
    await hub.sweep(async () => new Map([[CONVERSATION, 4]]));
    expect(reader.received).toEqual([1, 2, 3, 4]);
  });

  it('stops delivering after unsubscribe and passes typing to the others only', async () => {
    const messages = store();
    const hub = createChatHub(messages.fetchAfter, () => {});
    const one = subscriber(0);
    const other = { ...subscriber(0), typed: 0 };
    other.send = (frame: ChatServerFrame) => {
      if (frame.type === 'typing') {
        other.typed += 1;
      }
    };
    const leave = hub.subscribe(CONVERSATION, one);
    hub.subscribe(CONVERSATION, other);
    hub.typing(
      CONVERSATION,
      { type: 'typing', conversationId: CONVERSATION, kind: 'VISITOR', participantId: null },
      one,
    );
    expect(other.typed).toBe(1);
    leave();
    messages.add(1);
    await hub.announce(CONVERSATION);
    expect(one.received).toEqual([]);
    expect(hub.subscriberCount()).toBe(1);
  });
});
