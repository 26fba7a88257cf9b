import { chatApi } from '@hearth/domain/api/chat-api';
import { initChat, refreshChatToken } from '../chat-calls.ts';
import type { ChatProviderClient, ProviderSession } from './chat-provider.ts';
import { hearthTransport, required } from './hearth-provider-base.ts';

/**
 * TalkJS (`?mode=talkjs`, CHT-010/011). The page's `userToken` is the TalkJS user's session token:
 * with one, the adapter opens that customer's own conversation (exchanging the token, API-073)
 * rather than starting another; without one it starts a conversation at the contact centre's path.
 * Either way the customer id is the session's participant, and there is no chat without it.
 */
export function talkjsProvider(userToken: string | undefined): ChatProviderClient {
  return {
    ...hearthTransport,
    mode: 'talkjs',
    async open(body): Promise<ProviderSession> {
      if (userToken) {
        const answer = await refreshChatToken(userToken);
        return {
          mode: 'talkjs',
          conversationId: required(answer.conversationSid, 'sessionDataMissing'),
          participantId: required(answer.providerUserId, 'customerIdMissing'),
          token: required(answer.token, 'sessionDataMissing'),
          expiration: required(answer.expiration, 'sessionDataMissing'),
        };
      }
      const answer = await initChat(chatApi.initTwilio, { ...body, chatMode: 'talkjs' });
      return {
        mode: 'talkjs',
        conversationId: required(answer.conversationSid, 'sessionDataMissing'),
        participantId: required(answer.providerUserId, 'customerIdMissing'),
        token: required(answer.token, 'sessionDataMissing'),
        expiration: required(answer.expiration, 'sessionDataMissing'),
      };
    },
    connect(session, options) {
      required(session.participantId, 'customerIdMissing');
      return hearthTransport.connect(session, options);
    },
  };
}
