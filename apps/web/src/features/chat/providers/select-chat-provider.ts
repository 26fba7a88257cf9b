import type { ChatModeChoice } from '@hearth/domain/chat/chat-mode';
import type { ChatProviderClient, ProviderMode } from './chat-provider.ts';
import { niceProvider } from './nice-provider.ts';
import { streamProvider } from './stream-provider.ts';
import { talkjsProvider } from './talkjs-provider.ts';
import { twilioProvider } from './twilio-provider.ts';

/** CHT-010…013: the adapter of an agent mode; TalkJS takes the page's user token along (CHT-011). */
export function selectChatProvider(
  mode: ProviderMode,
  choice: Pick<ChatModeChoice, 'userToken'> = {},
): ChatProviderClient {
  switch (mode) {
    case 'twilio':
      return twilioProvider;
    case 'stream':
      return streamProvider;
    case 'nice':
      return niceProvider;
    case 'talkjs':
      return talkjsProvider(choice.userToken);
  }
}
