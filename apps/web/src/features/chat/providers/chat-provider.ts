import type { ChatInitBody } from '@hearth/domain/api/chat-api';
import type { ChatAttachmentUploadResponse } from '@hearth/domain/api/chat-attachments-api';
import type { ChatProviderMode } from '@hearth/domain/chat/chat-rules';
import type { ChatConnectionEvents, CreateChatSocket } from '../chat-connection.ts';

/** The agent chat providers the widget knows (CHT-010); the chatbot is a panel of its own. */
export type ProviderMode = ChatProviderMode;

/** What a provider's session comes down to once opened: what the widget stores and resumes. */
export interface ProviderSession {
  mode: ProviderMode;
  /** The provider's channel (twilio's conversation, stream's channel, NICE's thread). */
  conversationId: string;
  /** The borrower or visitor inside it (stream's user, TalkJS's customer). */
  participantId: string;
  /** What opens the socket and refreshes the session. */
  token: string;
  expiration: string;
}

/** The chat, live: the socket that carries the history, the messages, typing and the end. */
export interface ProviderLink {
  start(): void;
  stop(): void;
  /** Queues a message; the answer is its client id, which its acknowledgement names. */
  send(body: string): string;
  typing(): void;
  /** Tells the other side the newest message number shown to the borrower. */
  read(seq: number): void;
}

export interface ProviderConnectOptions {
  /** Read at each (re)connect, so a refreshed token is used from then on (CHT-023). */
  token: () => string;
  events: ChatConnectionEvents;
  socketUrl?: string;
  createSocket?: CreateChatSocket;
}

/**
 * ONE client for every provider mode (CHT-010…013). Each adapter speaks its provider's calls
 * (API-073…079 at the spec's paths where it gives them); in the sandbox Hearth's own chat service
 * answers all of them. An adapter throws `ChatProviderError` (ERR-021) when an answer or a stored
 * session lacks what its provider needs.
 */
export interface ChatProviderClient {
  readonly mode: ProviderMode;
  /** Starts a conversation, or (TalkJS with a user token) opens the one the token belongs to. */
  open(body: Omit<ChatInitBody, 'chatMode'>): Promise<ProviderSession>;
  /** A fresh token before the current one runs out (API-073, CHT-023). */
  refresh(session: ProviderSession): Promise<Pick<ProviderSession, 'token' | 'expiration'>>;
  /** The socket; it delivers the history from the start, then live messages (CHT-029/030/031). */
  connect(session: ProviderSession, options: ProviderConnectOptions): ProviderLink;
  sendFile(
    session: ProviderSession,
    file: File,
    clientMessageId: string,
  ): Promise<ChatAttachmentUploadResponse>;
  end(session: ProviderSession): Promise<void>;
  /** The survey's contact id of a finished chat (API-079, CHT-019). */
  surveyContactId(session: ProviderSession): Promise<string>;
}
