import { chatApi } from '@hearth/domain/api/chat-api';
import { initChat } from '../chat-calls.ts';
import type { ChatProviderClient } from './chat-provider.ts';
import { hearthTransport, required } from './hearth-provider-base.ts';

/**
 * stream (CHT-013 with `fe-webchat-stream-agent`): init at the omni proxy's path (API-074); the
 * session is the answer's stream block, its channel, user and user token (CHT-015).
 */
export const streamProvider: ChatProviderClient = {
  ...hearthTransport,
  mode: 'stream',
  async open(body) {
    const answer = await initChat(chatApi.initStream, { ...body, chatMode: 'stream' });
    return {
      mode: 'stream',
      conversationId: required(answer.providerChannelId, 'sessionDataMissing'),
      participantId: required(answer.providerUserId, 'sessionDataMissing'),
      token: required(answer.providerUserToken, 'sessionDataMissing'),
      expiration: required(answer.expiration, 'sessionDataMissing'),
    };
  },
};
