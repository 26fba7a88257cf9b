import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import type { ChatReadMarker } from '@hearth/domain/chat/chat-agent';
import { CHAT_PING_INTERVAL_MS } from '@hearth/domain/chat/chat-rules';
import {
  CHAT_SOCKET_SUBPROTOCOL,
  type ChatClientFrame,
  type ChatMessageFrame,
  type ChatServerFrame,
  zChatServerFrame,
} from '@hearth/domain/chat/chat-socket-protocol';

/** What the console knows of one conversation from the socket. */
export interface ConversationFeed {
  messages: ChatMessageFrame[];
  state?: 'WAITING' | 'ACTIVE' | 'ENDED';
  readMarkers: ChatReadMarker[];
  /** When the customer last typed (ms since epoch); the pane shows it for a few seconds. */
  customerTypingAt?: number;
  error?: string;
}

export interface ChatSocketEvents {
  /** Something in the feeds changed: the page re-renders. */
  onChange(): void;
  /** A customer's message arrived live (not history): the page may badge the title and chime. */
  onCustomerMessage(message: ChatMessageFrame): void;
  /** A SYSTEM message changed a conversation (joined, transferred, ended): the inbox is read again. */
  onConversationChanged(conversationId: string): void;
  /** An agent's read marker moved (this agent's too): the inbox's unread counts are read again. */
  onAgentRead?(conversationId: string): void;
}

export type SocketFactory = (url: string, protocols: string[]) => WebSocket;

const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000];

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${CHAT_SOCKET_PATH}`;
}

/** Inserts by number and keeps each number once: a catch-up after a reconnect may repeat some. */
export function mergeMessage(messages: ChatMessageFrame[], message: ChatMessageFrame): ChatMessageFrame[] {
  if (messages.some((existing) => existing.seq === message.seq)) {
    return messages;
  }
  return [...messages, message].sort((a, b) => a.seq - b.seq);
}

export function mergeReadMarker(markers: ChatReadMarker[], marker: ChatReadMarker): ChatReadMarker[] {
  const others = markers.filter((existing) => existing.participantId !== marker.participantId);
  const previous = markers.find((existing) => existing.participantId === marker.participantId);
  return [...others, previous && previous.seq > marker.seq ? previous : marker];
}

/**
 * The agent's one chat socket: the staff token in the first frame (never the URL), a subscription
 * per conversation the page watches, each resumed from the last number held after a reconnect.
 */
export class AgentChatSocket {
  readonly feeds = new Map<string, ConversationFeed>();
  private socket: WebSocket | undefined;
  private readonly watched = new Map<string, { history: boolean }>();
  /** Each subscription's newest number when it started: later messages are live, not history. */
  private readonly baseline = new Map<string, number>();
  private readonly waiters = new Map<
    string,
    { resolve: (seq: number) => void; reject: (error: Error) => void }
  >();
  private attempts = 0;
  private closed = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly token: () => string | null,
    private readonly events: ChatSocketEvents,
    private readonly createSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols),
  ) {}

  connect(): void {
    const token = this.token()?.replace(/^Bearer /i, '');
    if (!token || this.closed) {
      return;
    }
    const socket = this.createSocket(socketUrl(), [CHAT_SOCKET_SUBPROTOCOL]);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      this.send({ type: 'auth', token });
      for (const [conversationId, { history }] of this.watched) {
        this.subscribe(conversationId, history);
      }
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), CHAT_PING_INTERVAL_MS);
    });
    socket.addEventListener('message', (event) => {
      const parsed = zChatServerFrame.safeParse(JSON.parse(String(event.data)));
      if (parsed.success) {
        this.receive(parsed.data);
      }
    });
    socket.addEventListener('close', () => {
      clearInterval(this.pingTimer);
      if (!this.closed) {
        const delay = RECONNECT_MS[Math.min(this.attempts, RECONNECT_MS.length - 1)] ?? 10_000;
        this.attempts += 1;
        this.reconnectTimer = setTimeout(() => this.connect(), delay);
      }
    });
  }

  close(): void {
    this.closed = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.reconnectTimer);
    this.socket?.close();
  }

  /**
   * Watches a conversation: with `history` every message from the first, otherwise only those
   * after `fromSeq` (an inbox row, watched for new messages).
   */
  watch(conversationId: string, options: { history: boolean; fromSeq?: number }): void {
    const current = this.watched.get(conversationId);
    if (current && (current.history || !options.history)) {
      return;
    }
    this.watched.set(conversationId, { history: options.history });
    if (!this.feeds.has(conversationId)) {
      this.feeds.set(conversationId, { messages: [], readMarkers: [] });
    }
    this.subscribe(conversationId, options.history, options.fromSeq);
  }

  feed(conversationId: string): ConversationFeed {
    return this.feeds.get(conversationId) ?? { messages: [], readMarkers: [] };
  }

  /** Sends a reply; resolves with its number once stored, rejects with the server's message. */
  reply(conversationId: string, body: string): Promise<number> {
    const clientMessageId = crypto.randomUUID();
    this.send({ type: 'send', conversationId, clientMessageId, body });
    return new Promise((resolve, reject) => {
      this.waiters.set(clientMessageId, { resolve, reject });
    });
  }

  typing(conversationId: string): void {
    this.send({ type: 'typing', conversationId });
  }

  read(conversationId: string, seq: number): void {
    this.send({ type: 'read', conversationId, seq });
  }

  private subscribe(conversationId: string, history: boolean, fromSeq?: number): void {
    const held = this.feed(conversationId).messages.at(-1)?.seq;
    const lastSeq = held ?? (history ? 0 : (fromSeq ?? 0));
    this.send({ type: 'subscribe', conversationId, lastSeq });
  }

  private send(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(frame));
    }
  }

  private update(conversationId: string, change: (feed: ConversationFeed) => ConversationFeed): void {
    this.feeds.set(conversationId, change(this.feed(conversationId)));
    this.events.onChange();
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'subscribed':
        this.baseline.set(frame.conversationId, frame.lastSeq);
        this.update(frame.conversationId, (feed) => ({
          ...feed,
          state: frame.state,
          readMarkers: (frame.readMarkers ?? []).reduce(mergeReadMarker, feed.readMarkers),
        }));
        return;
      case 'message': {
        const live = frame.seq > (this.baseline.get(frame.conversationId) ?? Number.POSITIVE_INFINITY);
        this.update(frame.conversationId, (feed) => ({
          ...feed,
          messages: mergeMessage(feed.messages, frame),
          ...(frame.event === 'ENDED' ? { state: 'ENDED' as const } : {}),
          ...(frame.event === 'AGENT_JOINED' || frame.event === 'TRANSFERRED'
            ? { state: 'ACTIVE' as const }
            : {}),
          ...(frame.event === 'RETURNED_TO_QUEUE' ? { state: 'WAITING' as const } : {}),
        }));
        if (live && (frame.author.kind === 'VISITOR' || frame.author.kind === 'BORROWER')) {
          this.events.onCustomerMessage(frame);
        }
        if (frame.event) {
          this.events.onConversationChanged(frame.conversationId);
        }
        return;
      }
      case 'ack':
        this.settle(frame.clientMessageId, (waiter) => waiter.resolve(frame.seq));
        return;
      case 'typing':
        if (frame.kind === 'VISITOR' || frame.kind === 'BORROWER') {
          this.update(frame.conversationId, (feed) => ({ ...feed, customerTypingAt: Date.now() }));
        }
        return;
      case 'read':
        this.update(frame.conversationId, (feed) => ({
          ...feed,
          readMarkers: mergeReadMarker(feed.readMarkers, {
            kind: frame.kind,
            participantId: frame.participantId,
            seq: frame.seq,
          }),
        }));
        if (frame.kind === 'AGENT') {
          this.events.onAgentRead?.(frame.conversationId);
        }
        return;
      case 'error':
        if (frame.clientMessageId) {
          this.settle(frame.clientMessageId, (waiter) => waiter.reject(new Error(frame.message)));
        } else if (frame.conversationId) {
          this.update(frame.conversationId, (feed) => ({ ...feed, error: frame.message }));
        }
        return;
      default:
        return;
    }
  }

  private settle(
    clientMessageId: string,
    act: (waiter: { resolve: (seq: number) => void; reject: (error: Error) => void }) => void,
  ): void {
    const waiter = this.waiters.get(clientMessageId);
    this.waiters.delete(clientMessageId);
    if (waiter) {
      act(waiter);
    }
  }
}
