import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import {
  CHAT_SOCKET_AUTH_PREFIX,
  CHAT_SOCKET_SUBPROTOCOL,
  type ChatClientFrame,
  type ChatMessageFrame,
  type ChatServerFrame,
} from '@hearth/domain/chat/chat-socket-protocol';
import { WebSocket } from 'ws';
import type { App } from '../../app.ts';

/** The app listening on a free local port; the socket's URL. */
export async function listenForSockets(app: App): Promise<string> {
  if (!app.server.listening) {
    await app.listen({ port: 0, host: '127.0.0.1' });
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') {
    throw new Error('the test app is not listening on a port');
  }
  return `ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`;
}

/** A chat socket as a widget or the console holds one: every frame it received, in order. */
export class TestChatClient {
  readonly frames: ChatServerFrame[] = [];
  closeCode: number | undefined;
  private readonly waiters: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      this.wake();
    });
    socket.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  /** Opens a socket; with `token`, offered in the subprotocol header (never the URL). */
  static async open(url: string, token?: string): Promise<TestChatClient> {
    const protocols = [CHAT_SOCKET_SUBPROTOCOL, ...(token ? [`${CHAT_SOCKET_AUTH_PREFIX}${token}`] : [])];
    const socket = new WebSocket(url, protocols);
    // Listening before the socket opens: the server's first frame may come with the handshake.
    const client = new TestChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(frame: ChatClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame received (now or later) that matches. */
  async waitFor<F extends ChatServerFrame>(matches: (frame: ChatServerFrame) => frame is F): Promise<F>;
  async waitFor(matches: (frame: ChatServerFrame) => boolean): Promise<ChatServerFrame>;
  async waitFor(matches: (frame: ChatServerFrame) => boolean): Promise<ChatServerFrame> {
    for (;;) {
      const found = this.frames.find(matches);
      if (found) {
        return found;
      }
      if (this.closeCode !== undefined) {
        throw new Error(`socket closed (${this.closeCode}) before the frame came`);
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  async waitForClose(): Promise<number> {
    while (this.closeCode === undefined) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return this.closeCode;
  }

  /** Resolves once the message numbered `seq` has arrived. */
  waitForMessage(conversationId: string, seq: number): Promise<ChatMessageFrame> {
    return this.waitFor(
      (frame): frame is ChatMessageFrame =>
        frame.type === 'message' && frame.conversationId === conversationId && frame.seq === seq,
    );
  }

  /** The numbers of the messages received for a conversation, in arrival order. */
  seqs(conversationId: string): number[] {
    return this.frames.flatMap((frame) =>
      frame.type === 'message' && frame.conversationId === conversationId ? [frame.seq] : [],
    );
  }

  /** Subscribes; resolves with the answer (`subscribed`, or the error refusing it). */
  async subscribe(conversationId: string, lastSeq = 0): Promise<ChatServerFrame> {
    const before = this.frames.length;
    this.send({ type: 'subscribe', conversationId, lastSeq });
    return this.waitFor(
      (frame) =>
        this.frames.indexOf(frame) >= before &&
        (frame.type === 'subscribed' || frame.type === 'error') &&
        frame.conversationId === conversationId,
    );
  }

  /** Sends a message and resolves with its stored number (the acknowledgement). */
  async post(
    conversationId: string,
    body: string,
    clientMessageId: string = crypto.randomUUID(),
  ): Promise<number> {
    this.send({ type: 'send', conversationId, clientMessageId, body });
    const answer = await this.waitFor(
      (frame) =>
        (frame.type === 'ack' || frame.type === 'error') &&
        'clientMessageId' in frame &&
        frame.clientMessageId === clientMessageId,
    );
    if (answer.type !== 'ack') {
      throw new Error(`message refused: ${JSON.stringify(answer)}`);
    }
    return answer.seq;
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) {
      waiter();
    }
  }
}
