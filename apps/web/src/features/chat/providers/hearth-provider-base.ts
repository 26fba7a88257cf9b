import { CHAT_SOCKET_PATH } from '@hearth/domain/api/chat-api';
import { ChatProviderError } from '@hearth/domain/chat/chat-errors';
import { chatContactId, endChat, refreshChatToken, uploadChatFile } from '../chat-calls.ts';
import { ChatConnection, chatSocketUrl } from '../chat-connection.ts';
import type { ChatProviderClient, ProviderSession } from './chat-provider.ts';

/**
 * What every adapter shares in the sandbox: Hearth's chat service is the transport behind each
 * provider's socket, token refresh, files, end and survey contact id.
 */
export const hearthTransport: Omit<ChatProviderClient, 'mode' | 'open'> = {
  async refresh(session) {
    const fresh = await refreshChatToken(session.token);
    return { token: fresh.token, expiration: fresh.expiration };
  },
  connect(session, options) {
    return new ChatConnection({
      url: options.socketUrl ?? chatSocketUrl(CHAT_SOCKET_PATH),
      token: options.token,
      conversationId: session.conversationId,
      events: options.events,
      ...(options.createSocket ? { createSocket: options.createSocket } : {}),
    });
  },
  sendFile(session, file, clientMessageId) {
    return uploadChatFile(session.conversationId, session.token, file, clientMessageId);
  },
  end(session) {
    return endChat(session.conversationId, session.token);
  },
  async surveyContactId(session) {
    const contactId = await chatContactId(session.conversationId).catch(() => undefined);
    if (!contactId) {
      throw new ChatProviderError('contactIdMissing');
    }
    return contactId;
  },
};

/** A value the provider's answer must carry, or the adapter's ERR-021 reason. */
export function required(value: string | null | undefined, failure: ChatProviderError['failure']): string {
  if (!value) {
    throw new ChatProviderError(failure);
  }
  return value;
}

export type { ProviderSession };
