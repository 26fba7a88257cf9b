import { chatApi } from '@hearth/domain/api/chat-api';
import { initChat } from '../chat-calls.ts';
import type { ChatProviderClient } from './chat-provider.ts';
import { hearthTransport, required } from './hearth-provider-base.ts';

/**
 * twilio (CHT-013 without the stream flag): init at the contact centre's path (API-074); the
 * conversation is reached through the omni proxy's channel, which the keep-alive names (CHT-029).
 */
export const twilioProvider: ChatProviderClient = {
  ...hearthTransport,
  mode: 'twilio',
  async open(body) {
    const answer = await initChat(chatApi.initTwilio, { ...body, chatMode: 'twilio' });
    return {
      mode: 'twilio',
      conversationId: required(answer.omniProxyChannelId, 'omniProxyMissing'),
      participantId: required(answer.providerUserId, 'sessionDataMissing'),
      token: required(answer.token, 'sessionDataMissing'),
      expiration: required(answer.expiration, 'sessionDataMissing'),
    };
  },
};
