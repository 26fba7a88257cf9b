import { chatApi } from '@hearth/domain/api/chat-api';
import { initChat } from '../chat-calls.ts';
import type { ChatProviderClient } from './chat-provider.ts';
import { hearthTransport, required } from './hearth-provider-base.ts';

/**
 * NICE (`?mode=nice`, CHT-010): the spec gives it no path of its own, so it starts at the contact
 * centre's init path; its conversation is a thread, and nothing goes on without the thread id.
 */
export const niceProvider: ChatProviderClient = {
  ...hearthTransport,
  mode: 'nice',
  async open(body) {
    const answer = await initChat(chatApi.initTwilio, { ...body, chatMode: 'nice' });
    return {
      mode: 'nice',
      conversationId: required(answer.providerChannelId, 'niceThreadMissing'),
      participantId: required(answer.providerUserId, 'sessionDataMissing'),
      token: required(answer.token, 'sessionDataMissing'),
      expiration: required(answer.expiration, 'sessionDataMissing'),
    };
  },
  connect(session, options) {
    required(session.conversationId, 'niceThreadMissing');
    return hearthTransport.connect(session, options);
  },
};
