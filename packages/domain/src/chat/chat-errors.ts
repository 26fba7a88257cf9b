import { CHAT_GENERAL_ERROR, CHAT_TOKEN_INVALID } from './chat-rules.ts';

/** 002 §8: what the widget tells the borrower, word for word (the es catalogue carries each). */
export const CHAT_NOTICES = {
  /** ERR-016, a warning while the socket reconnects. */
  connectionLost: 'Connection lost. Attempting to reconnect.',
  /** ERR-017, and ERR-020's general alert. */
  general: CHAT_GENERAL_ERROR,
  /** ERR-018, a warning: the chat token no longer holds. */
  tokenInvalid: CHAT_TOKEN_INVALID,
  /** ERR-019: a message the service did not take; the borrower may send it again. */
  resend: 'Something went wrong. Please try resending the message.',
} as const;
export type ChatNotice = keyof typeof CHAT_NOTICES;

/**
 * ERR-021: what a chat provider's client throws when an answer or a stored session lacks what it
 * needs. The widget catches each and shows ERR-017's message, never the reason itself.
 */
export const CHAT_PROVIDER_FAILURES = {
  sessionDataMissing: 'Webchat session data not found',
  omniProxyMissing: 'Omni Proxy value not available',
  contactIdMissing: 'Contact ID not available',
  customerIdMissing: 'Customer ID not present',
  niceThreadMissing: 'NICE thread ID is unavailable',
} as const;
export type ChatProviderFailure = keyof typeof CHAT_PROVIDER_FAILURES;

export class ChatProviderError extends Error {
  constructor(readonly failure: ChatProviderFailure) {
    super(CHAT_PROVIDER_FAILURES[failure]);
    this.name = 'ChatProviderError';
  }
}
