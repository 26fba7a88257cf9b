import type { ChatClientFrame, ChatServerFrame } from '@hearth/domain/chat/chat-socket-protocol';
import type { ChatSocketLike, CreateChatSocket } from './chat-connection.ts';

/** A chat socket the test drives: it records what the client sends and delivers what the test says. */
export class FakeChatSocket implements ChatSocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly sent: ChatClientFrame[] = [];

  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }

  close(code = 1000): void {
    if (this.readyState === 3) {
      return;
    }
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ChatServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) } as MessageEvent);
  }

  /** The connection dropped (not a close the client asked for). */
  drop(code = 1006): void {
    this.close(code);
  }

  sentOfType<T extends ChatClientFrame['type']>(type: T): Extract<ChatClientFrame, { type: T }>[] {
    return this.sent.filter((frame): frame is Extract<ChatClientFrame, { type: T }> => frame.type === type);
  }
}

export function fakeSocketFactory(): { sockets: FakeChatSocket[]; create: CreateChatSocket } {
  const sockets: FakeChatSocket[] = [];
  return {
    sockets,
    create: (url, protocols) => {
      const socket = new FakeChatSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  };
}
