import type { ChatClientFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { describe, expect, it, vi } from 'vitest';
import { AgentChatSocket } from './chat-socket.ts';

const CONVERSATION = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '44444444-4444-4444-8444-444444444444';

/** A socket the test drives: what the console sent, and frames from the "server". */
class FakeSocket extends EventTarget {
  readyState: number = WebSocket.CONNECTING;
  readonly sent: ChatClientFrame[] = [];
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close() {
    this.readyState = WebSocket.CLOSED;
  }
  open() {
    this.readyState = WebSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  receive(frame: ChatServerFrame) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

const message = (seq: number, kind: 'VISITOR' | 'AGENT' | 'SYSTEM', extra: object = {}): ChatServerFrame => ({
  type: 'message',
  conversationId: CONVERSATION,
  seq,
  author: { kind, participantId: kind === 'SYSTEM' ? null : CUSTOMER, name: 'Ada' },
  body: `message ${seq}`,
  createdAt: '2026-11-26T11:50:00.000Z',
  ...extra,
});

function setUp() {
  const sockets: FakeSocket[] = [];
  const events = {
    onChange: vi.fn(),
    onCustomerMessage: vi.fn(),
    onConversationChanged: vi.fn(),
    onAgentRead: vi.fn(),
  };
  const chat = new AgentChatSocket(
    () => 'Bearer aaa.bbb.ccc',
    events,
    (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  );
  chat.connect();
  const socket = sockets[0] as FakeSocket;
  socket.open();
  return { chat, socket, events };
}

describe('AgentChatSocket', () => {
  it('sends the staff token in the first frame, never in the URL', () => {
    const { socket } = setUp();
    expect(socket.url).not.toContain('aaa.bbb.ccc');
    expect(socket.protocols).toEqual(['hearth-chat']);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'aaa.bbb.ccc' });
  });

  it('keeps each message once, in order; only live customer messages alert', () => {
    const { chat, socket, events } = setUp();
    chat.watch(CONVERSATION, { history: true });
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', conversationId: CONVERSATION, lastSeq: 0 });
    socket.receive({ type: 'subscribed', conversationId: CONVERSATION, lastSeq: 2, state: 'WAITING' });
    socket.receive(message(2, 'VISITOR'));
    socket.receive(message(1, 'VISITOR'));
    socket.receive(message(2, 'VISITOR'));
    expect(events.onCustomerMessage).not.toHaveBeenCalled();
    socket.receive(message(3, 'SYSTEM', { event: 'AGENT_JOINED' }));
    socket.receive(message(4, 'VISITOR'));
    expect(chat.feed(CONVERSATION).messages.map((frame) => frame.seq)).toEqual([1, 2, 3, 4]);
    expect(chat.feed(CONVERSATION).state).toBe('ACTIVE');
    expect(events.onCustomerMessage).toHaveBeenCalledTimes(1);
    expect(events.onConversationChanged).toHaveBeenCalledWith(CONVERSATION);
    socket.receive(message(5, 'SYSTEM', { event: 'ENDED' }));
    expect(chat.feed(CONVERSATION).state).toBe('ENDED');
  });

  it('keeps the newest read marker of each participant; an agent’s refreshes the inbox', () => {
    const { chat, socket, events } = setUp();
    chat.watch(CONVERSATION, { history: true });
    socket.receive({
      type: 'read',
      conversationId: CONVERSATION,
      kind: 'VISITOR',
      participantId: CUSTOMER,
      seq: 3,
    });
    socket.receive({
      type: 'read',
      conversationId: CONVERSATION,
      kind: 'VISITOR',
      participantId: CUSTOMER,
      seq: 2,
    });
    expect(chat.feed(CONVERSATION).readMarkers).toEqual([
      { kind: 'VISITOR', participantId: CUSTOMER, seq: 3 },
    ]);
    expect(events.onAgentRead).not.toHaveBeenCalled();
    socket.receive({
      type: 'read',
      conversationId: CONVERSATION,
      kind: 'AGENT',
      participantId: '55555555-5555-4555-8555-555555555555',
      seq: 3,
    });
    expect(events.onAgentRead).toHaveBeenCalledWith(CONVERSATION);
  });

  it('resolves a reply with its stored number, and rejects with the server’s message', async () => {
    const { chat, socket } = setUp();
    const stored = chat.reply(CONVERSATION, 'Hello');
    const sent = socket.sent.at(-1) as Extract<ChatClientFrame, { type: 'send' }>;
    expect(sent).toMatchObject({ type: 'send', conversationId: CONVERSATION, body: 'Hello' });
    socket.receive({
      type: 'ack',
      conversationId: CONVERSATION,
      clientMessageId: sent.clientMessageId,
      seq: 7,
    });
    await expect(stored).resolves.toBe(7);

    const refused = chat.reply(CONVERSATION, 'Again');
    const second = socket.sent.at(-1) as Extract<ChatClientFrame, { type: 'send' }>;
    socket.receive({
      type: 'error',
      message: 'This chat has ended',
      clientMessageId: second.clientMessageId,
    });
    await expect(refused).rejects.toThrow('This chat has ended');
  });
});
