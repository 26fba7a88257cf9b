import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import {
  CHAT_SOCKET_SUBPROTOCOL,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@hearth/domain/chat/chat-socket-protocol';
import { WebSocket } from 'ws';
import { E2E_BASE_URL } from '../support/e2e-env.ts';

const WAIT_MS = 15_000;

/**
 * A customer's chat socket driven from the spec, as the widget holds one: the chat token in the
 * first frame, every frame received kept in order.
 */
export class CustomerChatSocket {
  readonly frames: ChatServerFrame[] = [];
  private readonly waiters: Array<() => void> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const wake of this.waiters.splice(0)) {
        wake();
      }
    });
  }

  /** Opens, authenticates with the chat token and subscribes to the conversation from its start. */
  static async open(token: string, conversationId: string): Promise<CustomerChatSocket> {
    const socket = new WebSocket(`${E2E_BASE_URL.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`, [
      CHAT_SOCKET_SUBPROTOCOL,
    ]);
    const client = new CustomerChatSocket(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    client.send({ type: 'auth', token });
    await client.waitFor((frame) => frame.type === 'ready');
    client.send({ type: 'subscribe', conversationId, lastSeq: 0 });
    await client.waitFor((frame) => frame.type === 'subscribed');
    return client;
  }

  send(frame: ChatClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  /** The first frame (received now or later) that matches, within a few seconds. */
  async waitFor(matches: (frame: ChatServerFrame) => boolean): Promise<ChatServerFrame> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.frames.find(matches);
      if (found) {
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`no such frame within ${WAIT_MS} ms; got ${JSON.stringify(this.frames)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a message and resolves with its stored number. */
  async post(conversationId: string, body: string): Promise<number> {
    const clientMessageId = crypto.randomUUID();
    this.send({ type: 'send', conversationId, clientMessageId, body });
    const answer = await this.waitFor(
      (frame) =>
        (frame.type === 'ack' || frame.type === 'error') && frame.clientMessageId === clientMessageId,
    );
    if (answer.type !== 'ack') {
      throw new Error(`message refused: ${JSON.stringify(answer)}`);
    }
    return answer.seq;
  }

  close(): void {
    this.socket.close();
  }
}
