import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import { CHAT_SOCKET_LIFETIME_MS } from '@hearth/domain/chat/chat-rules';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChatConnection, type ChatConnectionEvents, chatSocketUrl } from './chat-connection.ts';
import { fakeSocketFactory } from './fake-chat-socket.ts';

const CONVERSATION = '3f9d7c1e-2b4a-4c1d-9e8f-0a1b2c3d4e5f';

function message(seq: number, body = `m${seq}`): ChatMessageFrame {
  return {
    type: 'message',
    conversationId: CONVERSATION,
    seq,
    author: { kind: 'AGENT', participantId: null, name: 'Sam' },
    body,
    createdAt: '2026-03-02T18:00:00.000Z',
  };
}

function setup() {
  const factory = fakeSocketFactory();
  const received: ChatMessageFrame[] = [];
  const events: ChatConnectionEvents = {
    onMessage: (frame) => received.push(frame),
    onState: vi.fn(),
    onAck: vi.fn(),
    onSendFailed: vi.fn(),
    onTyping: vi.fn(),
    onRead: vi.fn(),
    onStatus: vi.fn(),
    onUnauthorized: vi.fn(),
  };
  let clock = 0;
  const connection = new ChatConnection({
    url: `ws://localhost${CHAT_SOCKET_PATH}`,
    token: () => 'chat-token',
    conversationId: CONVERSATION,
    events,
    createSocket: factory.create,
    now: () => clock,
  });
  return { connection, factory, received, events, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatConnection', () => {
  it('authenticates in the first frame, never the URL, then subscribes', () => {
    const { connection, factory } = setup();
    connection.start();
    const socket = factory.sockets[0];
    socket?.open();
    expect(socket?.url).toBe(`ws://localhost${CHAT_SOCKET_PATH}`);
    expect(socket?.protocols).toEqual(['hearth-chat']);
    expect(socket?.sent.slice(0, 2)).toEqual([
      { type: 'auth', token: 'chat-token' },
      { type: 'subscribe', conversationId: CONVERSATION, lastSeq: 0 },
    ]);
  });

  it('CHT-029: pings every 10 s with the channel id', () => {
    const { connection, factory } = setup();
    connection.start();
    factory.sockets[0]?.open();
    vi.advanceTimersByTime(9_999);
    expect(factory.sockets[0]?.sentOfType('ping')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(factory.sockets[0]?.sentOfType('ping')).toEqual([{ type: 'ping', channelId: CONVERSATION }]);
    vi.advanceTimersByTime(20_000);
    expect(factory.sockets[0]?.sentOfType('ping')).toHaveLength(3);
  });

  it('CHT-031: sends typing at most once a second', () => {
    const { connection, factory, tick } = setup();
    connection.start();
    factory.sockets[0]?.open();
    connection.typing();
    tick(400);
    connection.typing();
    tick(599);
    connection.typing();
    tick(1);
    connection.typing();
    expect(factory.sockets[0]?.sentOfType('typing')).toHaveLength(2);
  });

  it('reconnects after a drop from the last number it holds, resends what was not acknowledged, shows nothing twice', () => {
    const { connection, factory, received, events } = setup();
    connection.start();
    const first = factory.sockets[0];
    first?.open();
    first?.receive(message(1));
    first?.receive(message(2));
    const acked = connection.send('acknowledged');
    first?.receive({ type: 'ack', conversationId: CONVERSATION, clientMessageId: acked, seq: 3 });
    const lost = connection.send('not acknowledged');
    first?.drop();
    expect(events.onStatus).toHaveBeenLastCalledWith('reconnecting');

    vi.advanceTimersByTime(500);
    const second = factory.sockets[1];
    second?.open();
    expect(second?.sent).toEqual([
      { type: 'auth', token: 'chat-token' },
      { type: 'subscribe', conversationId: CONVERSATION, lastSeq: 2 },
      { type: 'send', conversationId: CONVERSATION, clientMessageId: lost, body: 'not acknowledged' },
    ]);
    // A delivery that overlaps what was already shown is not shown again.
    second?.receive(message(2));
    second?.receive(message(3, 'acknowledged'));
    second?.receive(message(4, 'not acknowledged'));
    expect(received.map((frame) => frame.seq)).toEqual([1, 2, 3, 4]);
  });

  it('CHT-030: replaces its socket before the 12-hour lifetime runs out, from the last number held', () => {
    const { connection, factory, received, events } = setup();
    connection.start();
    const first = factory.sockets[0];
    first?.open();
    first?.receive(message(1));
    const unacknowledged = connection.send('still on its way');
    const statuses = vi.mocked(events.onStatus).mock.calls.length;

    vi.advanceTimersByTime(CHAT_SOCKET_LIFETIME_MS - 60_001);
    expect(factory.sockets).toHaveLength(1);
    expect(first?.readyState).toBe(1);
    vi.advanceTimersByTime(1);
    expect(first?.readyState).toBe(3);
    const second = factory.sockets[1];
    second?.open();
    expect(second?.sent).toEqual([
      { type: 'auth', token: 'chat-token' },
      { type: 'subscribe', conversationId: CONVERSATION, lastSeq: 1 },
      {
        type: 'send',
        conversationId: CONVERSATION,
        clientMessageId: unacknowledged,
        body: 'still on its way',
      },
    ]);
    // A planned renewal is not a lost connection: no "reconnecting" (ERR-016) for it.
    expect(vi.mocked(events.onStatus).mock.calls.slice(statuses)).toEqual([]);
    second?.receive(message(2));
    expect(received.map((frame) => frame.seq)).toEqual([1, 2]);

    // The new socket has a lifetime of its own.
    vi.advanceTimersByTime(CHAT_SOCKET_LIFETIME_MS - 60_000);
    expect(second?.readyState).toBe(3);
    expect(factory.sockets).toHaveLength(3);
  });

  it('CHT-030: a socket the service closes at its lifetime (4000) is replaced at once', () => {
    const { connection, factory, events } = setup();
    connection.start();
    factory.sockets[0]?.open();
    factory.sockets[0]?.drop(4000);
    expect(factory.sockets).toHaveLength(2);
    expect(events.onStatus).not.toHaveBeenCalledWith('reconnecting');
  });

  it('tells the newest number read once, and after a reconnect what it could not tell before', () => {
    const { connection, factory } = setup();
    connection.start();
    factory.sockets[0]?.open();
    connection.read(3);
    connection.read(2);
    connection.read(3);
    expect(factory.sockets[0]?.sentOfType('read')).toEqual([
      { type: 'read', conversationId: CONVERSATION, seq: 3 },
    ]);
    factory.sockets[0]?.drop();
    connection.read(5);
    vi.advanceTimersByTime(500);
    factory.sockets[1]?.open();
    expect(factory.sockets[1]?.sentOfType('read')).toEqual([
      { type: 'read', conversationId: CONVERSATION, seq: 5 },
    ]);
  });

  it('passes on who has read how far: each marker when subscribed, then each move', () => {
    const { connection, factory, events } = setup();
    connection.start();
    const socket = factory.sockets[0];
    socket?.open();
    const agent = '9c1e4b2a-7d3f-4e8a-b5c6-1a2b3c4d5e6f';
    socket?.receive({
      type: 'subscribed',
      conversationId: CONVERSATION,
      lastSeq: 4,
      state: 'ACTIVE',
      readMarkers: [{ kind: 'AGENT', participantId: agent, seq: 2 }],
    });
    socket?.receive({
      type: 'read',
      conversationId: CONVERSATION,
      kind: 'AGENT',
      participantId: agent,
      seq: 4,
    });
    expect(vi.mocked(events.onRead).mock.calls).toEqual([
      ['AGENT', 2],
      ['AGENT', 4],
    ]);
  });

  it('stops for good when the token is refused (4401)', () => {
    const { connection, factory, events } = setup();
    connection.start();
    factory.sockets[0]?.open();
    factory.sockets[0]?.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(events.onUnauthorized).toHaveBeenCalledOnce();
    expect(factory.sockets).toHaveLength(1);
  });

  it('reports a refused message with its reason', () => {
    const { connection, factory, events } = setup();
    connection.start();
    factory.sockets[0]?.open();
    const id = connection.send('x');
    factory.sockets[0]?.receive({ type: 'error', message: 'This chat has ended', clientMessageId: id });
    expect(events.onSendFailed).toHaveBeenCalledWith(id, 'This chat has ended');
  });

  it('builds a wss address on https', () => {
    expect(chatSocketUrl(CHAT_SOCKET_PATH, { protocol: 'https:', host: 'hearth.example' })).toBe(
      `wss://hearth.example${CHAT_SOCKET_PATH}`,
    );
    expect(chatSocketUrl(CHAT_SOCKET_PATH, { protocol: 'http:', host: '127.0.0.1:3201' })).toBe(
      `ws://127.0.0.1:3201${CHAT_SOCKET_PATH}`,
    );
  });
});
