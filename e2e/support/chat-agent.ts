import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import {
  CHAT_SOCKET_SUBPROTOCOL,
  type ChatClientFrame,
  type ChatServerFrame,
} from '@hearth/domain/chat/chat-socket-protocol';
import { WebSocket } from 'ws';
import { E2E_BASE_URL } from './e2e-env.ts';

/**
 * An agent on the chat socket, as the staff console holds one: signed in with a staff token in the
 * first frame, every frame it received kept in order.
 */
export class ChatAgentSocket {
  readonly frames: ChatServerFrame[] = [];
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ChatServerFrame);
      for (const wake of this.waiters) {
        wake();
      }
    });
  }

  /** `authorization` is the staff session's header (`Bearer <jwt>`). */
  static async connect(authorization: string): Promise<ChatAgentSocket> {
    const url = `${E2E_BASE_URL.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}`;
    const socket = new WebSocket(url, [CHAT_SOCKET_SUBPROTOCOL]);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const agent = new ChatAgentSocket(socket);
    agent.send({ type: 'auth', token: authorization.replace(/^Bearer /, '') });
    await agent.waitFor((frame) => frame.type === 'ready');
    return agent;
  }

  send(frame: ChatClientFrame): void {
    this.socket.send(JSON.stringify(frame));
  }

  waitFor<T extends ChatServerFrame>(
    matches: (frame: ChatServerFrame) => frame is T,
    timeoutMs?: number,
  ): Promise<T>;
  waitFor(matches: (frame: ChatServerFrame) => boolean, timeoutMs?: number): Promise<ChatServerFrame>;
  waitFor(matches: (frame: ChatServerFrame) => boolean, timeoutMs = 15_000): Promise<ChatServerFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.find(matches);
        if (found) {
          this.waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no matching chat frame in ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  close(): void {
    this.socket.close();
  }
}
