import {
  CHAT_PING_INTERVAL_MS,
  CHAT_SOCKET_LIFETIME_MS,
  CHAT_TYPING_INTERVAL_MS,
} from '@hearth/domain/chat/chat-rules';
import {
  CHAT_SOCKET_SUBPROTOCOL,
  type ChatAuthorKind,
  type ChatClientFrame,
  type ChatMessageFrame,
  type ChatServerFrame,
  zChatServerFrame,
} from '@hearth/domain/chat/chat-socket-protocol';

/** The part of the browser's WebSocket the connection uses (tests hand in a fake). */
export interface ChatSocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type CreateChatSocket = (url: string, protocols: string[]) => ChatSocketLike;

export type ConversationState = 'WAITING' | 'ACTIVE' | 'ENDED';

export interface ChatConnectionEvents {
  /** Each message once, in order, whatever reconnects happened. */
  onMessage: (message: ChatMessageFrame) => void;
  /** The conversation's state when (re)subscribed. */
  onState: (state: ConversationState) => void;
  onAck: (clientMessageId: string, seq: number) => void;
  onSendFailed: (clientMessageId: string, message: string) => void;
  onTyping: (kind: ChatAuthorKind) => void;
  /** A participant has read up to `seq` (each marker when subscribed, then each move). */
  onRead: (kind: 'VISITOR' | 'BORROWER' | 'AGENT', seq: number) => void;
  onStatus: (status: 'connecting' | 'open' | 'reconnecting') => void;
  /** The token no longer holds (expired, replaced): the chat cannot go on. */
  onUnauthorized: () => void;
}

export interface ChatConnectionOptions {
  url: string;
  /** Read at each (re)connect: a refreshed token is used from then on (CHT-023). */
  token: () => string;
  conversationId: string;
  events: ChatConnectionEvents;
  createSocket?: CreateChatSocket;
  now?: () => number;
}

const OPEN = 1;
const CLOSE_UNAUTHENTICATED = 4401;
/** The service closes a socket that reached its lifetime (CHT-030) with this code. */
const CLOSE_LIFETIME = 4000;
/** CHT-030: a socket is replaced this long before the service's 12-hour cut. */
const RENEW_BEFORE_LIFETIME_MS = 60_000;
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000, 15_000];

function randomId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The widget's side of the chat socket (see the domain's chat-socket-protocol.ts): authenticates
 * in the first frame (never the URL), subscribes with the last number it holds, pings every 10 s
 * with the channel id (CHT-029), throttles typing to one a second (CHT-031), tells what the reader
 * has seen (the agent's "Read"), and after a drop
 * reconnects, resubscribes from its last number and resends what was not acknowledged under the
 * same id, so nothing is lost or shown twice.
 */
export class ChatConnection {
  private socket: ChatSocketLike | undefined;
  private lastSeq = 0;
  private stopped = false;
  private attempts = 0;
  private lastTypingAt = Number.NEGATIVE_INFINITY;
  /** The newest number the reader has seen, and the newest the server was told of. */
  private readWanted = 0;
  private readSent = 0;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private lifetimeTimer: ReturnType<typeof setTimeout> | undefined;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Sent but not yet acknowledged, in order: resent after a reconnect. */
  private readonly outbox = new Map<string, string>();
  private readonly createSocket: CreateChatSocket;
  private readonly now: () => number;

  constructor(private readonly options: ChatConnectionOptions) {
    this.createSocket =
      options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols) as ChatSocketLike);
    this.now = options.now ?? Date.now;
  }

  start(): void {
    this.stopped = false;
    this.connect('connecting');
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.lifetimeTimer);
    clearTimeout(this.reconnectTimer);
    this.socket?.close(1000, 'done');
    this.socket = undefined;
  }

  /** Queues a message and sends it when the socket is open; the answer is its client id. */
  send(body: string): string {
    const clientMessageId = randomId();
    this.outbox.set(clientMessageId, body);
    this.write({ type: 'send', conversationId: this.options.conversationId, clientMessageId, body });
    return clientMessageId;
  }

  /** At most one typing notice a second (CHT-031). */
  typing(): void {
    const now = this.now();
    if (now - this.lastTypingAt < CHAT_TYPING_INTERVAL_MS) {
      return;
    }
    if (this.write({ type: 'typing', conversationId: this.options.conversationId })) {
      this.lastTypingAt = now;
    }
  }

  /** The reader has seen every message up to `seq`: the agent sees "Read" (told once per number). */
  read(seq: number): void {
    this.readWanted = Math.max(this.readWanted, seq);
    this.flushRead();
  }

  private flushRead(): void {
    if (
      this.readWanted > this.readSent &&
      this.write({ type: 'read', conversationId: this.options.conversationId, seq: this.readWanted })
    ) {
      this.readSent = this.readWanted;
    }
  }

  private write(frame: ChatClientFrame): boolean {
    if (this.socket?.readyState !== OPEN) {
      return false;
    }
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /**
   * CHT-030: a socket lives at most 12 hours. Shortly before, a new one takes over from the last
   * number held (what was not acknowledged is resent), so the chat goes on without a gap.
   */
  private renew(): void {
    const old = this.socket;
    this.socket = undefined;
    clearInterval(this.pingTimer);
    old?.close(1000, 'lifetime');
    if (!this.stopped) {
      this.connect();
    }
  }

  private connect(status?: 'connecting' | 'reconnecting'): void {
    if (status) {
      this.options.events.onStatus(status);
    }
    clearTimeout(this.lifetimeTimer);
    const socket = this.createSocket(this.options.url, [CHAT_SOCKET_SUBPROTOCOL]);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) {
        return;
      }
      this.write({ type: 'auth', token: this.options.token() });
      this.write({ type: 'subscribe', conversationId: this.options.conversationId, lastSeq: this.lastSeq });
      for (const [clientMessageId, body] of this.outbox) {
        this.write({ type: 'send', conversationId: this.options.conversationId, clientMessageId, body });
      }
      this.flushRead();
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(
        () => this.write({ type: 'ping', channelId: this.options.conversationId }),
        CHAT_PING_INTERVAL_MS,
      );
      this.lifetimeTimer = setTimeout(() => this.renew(), CHAT_SOCKET_LIFETIME_MS - RENEW_BEFORE_LIFETIME_MS);
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) {
        this.receive(String(event.data));
      }
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) {
        return;
      }
      clearInterval(this.pingTimer);
      clearTimeout(this.lifetimeTimer);
      this.socket = undefined;
      if (this.stopped) {
        return;
      }
      if (event.code === CLOSE_LIFETIME) {
        this.connect();
        return;
      }
      if (event.code === CLOSE_UNAUTHENTICATED) {
        this.stopped = true;
        this.options.events.onUnauthorized();
        return;
      }
      const delay = RECONNECT_DELAYS_MS[Math.min(this.attempts, RECONNECT_DELAYS_MS.length - 1)] ?? 15_000;
      this.attempts += 1;
      this.options.events.onStatus('reconnecting');
      this.reconnectTimer = setTimeout(() => this.connect('reconnecting'), delay);
    };
    socket.onerror = () => {
      // A close follows every error; the reconnect is decided there.
    };
  }

  private receive(raw: string): void {
    let frame: ChatServerFrame;
    try {
      const parsed = zChatServerFrame.safeParse(JSON.parse(raw));
      if (!parsed.success) {
        return;
      }
      frame = parsed.data;
    } catch {
      return;
    }
    const { events } = this.options;
    switch (frame.type) {
      case 'subscribed':
        this.attempts = 0;
        events.onStatus('open');
        events.onState(frame.state);
        for (const marker of frame.readMarkers ?? []) {
          events.onRead(marker.kind, marker.seq);
        }
        return;
      case 'message':
        if (frame.seq > this.lastSeq) {
          this.lastSeq = frame.seq;
          events.onMessage(frame);
        }
        return;
      case 'ack':
        this.outbox.delete(frame.clientMessageId);
        events.onAck(frame.clientMessageId, frame.seq);
        return;
      case 'typing':
        events.onTyping(frame.kind);
        return;
      case 'read':
        events.onRead(frame.kind, frame.seq);
        return;
      case 'error':
        if (frame.clientMessageId && this.outbox.has(frame.clientMessageId)) {
          this.outbox.delete(frame.clientMessageId);
          events.onSendFailed(frame.clientMessageId, frame.message);
        }
        return;
      default:
        return;
    }
  }
}

/** The socket's address on this site (the token travels in the first frame, not here). */
export function chatSocketUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}
