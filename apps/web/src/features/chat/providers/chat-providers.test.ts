import { chatApi } from '@hearth/domain/api/chat-api';
import { ChatProviderError } from '@hearth/domain/chat/chat-errors';
import { describe, expect, it, vi } from 'vitest';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import type { ChatConnectionEvents } from '../chat-connection.ts';
import { fakeSocketFactory } from '../fake-chat-socket.ts';
import type { ChatProviderClient, ProviderSession } from './chat-provider.ts';
import { niceProvider } from './nice-provider.ts';
import { selectChatProvider } from './select-chat-provider.ts';
import { streamProvider } from './stream-provider.ts';
import { talkjsProvider } from './talkjs-provider.ts';
import { twilioProvider } from './twilio-provider.ts';

const CONVERSATION = '3f9d7c1e-2b4a-4c1d-9e8f-0a1b2c3d4e5f';
const CHANNEL = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';
const USER = '0b8f2c4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5';
const CONTACT = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const EXPIRATION = '2026-03-02T23:00:00.000Z';
const FORM = { friendlyName: 'Ada Visitor', orgCode: 'hearth' };

/** An init answer (API-076) whose channels differ, so each adapter's choice of field shows. */
function initAnswer(overrides: Record<string, unknown> = {}) {
  return {
    token: 'twilio-token',
    conversationSid: CONVERSATION,
    omniProxyChannelId: CONVERSATION,
    providerChannelId: CHANNEL,
    providerUserId: USER,
    providerUserToken: 'stream-token',
    skill: 'FHEL',
    targetWorkerSid: null,
    targetWorkerFriendlyName: null,
    expiration: EXPIRATION,
    ...overrides,
  };
}

const path = (endpoint: Parameters<typeof apiKey>[0]) => apiKey(endpoint).split(' ')[1] ?? '';

function answering(init: Record<string, unknown>) {
  return mockApi({
    [apiKey(chatApi.initTwilio)]: () => ({ body: init }),
    [apiKey(chatApi.initStream)]: () => ({ body: init }),
    [apiKey(chatApi.refreshToken)]: () => ({
      body: {
        token: 'fresh-token',
        expiration: EXPIRATION,
        conversationSid: CONVERSATION,
        providerUserId: USER,
      },
    }),
  });
}

describe('selectChatProvider (CHT-010…013)', () => {
  it.each([
    ['twilio', 'twilio'],
    ['stream', 'stream'],
    ['nice', 'nice'],
    ['talkjs', 'talkjs'],
  ] as const)('%s mode gets the %s adapter', (mode, adapter) => {
    expect(selectChatProvider(mode).mode).toBe(adapter);
  });

  it('CHT-011: the talkjs adapter takes the page’s userToken along', async () => {
    const { requests } = answering(initAnswer());
    await selectChatProvider('talkjs', { userToken: 'talk-user-token' }).open(FORM);
    expect(requests.map((request) => request.url)).toEqual([path(chatApi.refreshToken)]);
    expect(requests[0]?.body).toEqual({ token: 'talk-user-token' });
  });
});

describe('the provider adapters open a session at their provider’s path (API-074…076)', () => {
  it.each<{
    name: string;
    provider: ChatProviderClient;
    path: string;
    session: Omit<ProviderSession, 'expiration'>;
  }>([
    {
      name: 'twilio: the contact centre’s path; the omni proxy channel and the twilio token',
      provider: twilioProvider,
      path: path(chatApi.initTwilio),
      session: { mode: 'twilio', conversationId: CONVERSATION, participantId: USER, token: 'twilio-token' },
    },
    {
      name: 'stream: the omni proxy’s path; the stream channel, user and user token',
      provider: streamProvider,
      path: path(chatApi.initStream),
      session: { mode: 'stream', conversationId: CHANNEL, participantId: USER, token: 'stream-token' },
    },
    {
      name: 'nice: the contact centre’s path; the provider channel is the NICE thread',
      provider: niceProvider,
      path: path(chatApi.initTwilio),
      session: { mode: 'nice', conversationId: CHANNEL, participantId: USER, token: 'twilio-token' },
    },
    {
      name: 'talkjs without a user token: the contact centre’s path; the participant is the customer',
      provider: talkjsProvider(undefined),
      path: path(chatApi.initTwilio),
      session: { mode: 'talkjs', conversationId: CONVERSATION, participantId: USER, token: 'twilio-token' },
    },
  ])('$name', async ({ provider, path: expectedPath, session }) => {
    const { requests } = answering(initAnswer());
    const opened = await provider.open({ ...FORM, initialMessage: 'Hello' });
    expect(opened).toEqual({ ...session, expiration: EXPIRATION });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe(expectedPath);
    expect(requests[0]?.body).toEqual({ ...FORM, initialMessage: 'Hello', chatMode: session.mode });
  });

  it('talkjs with a user token opens that customer’s own conversation (API-073) rather than a new one', async () => {
    answering(initAnswer());
    expect(await talkjsProvider('talk-user-token').open(FORM)).toEqual({
      mode: 'talkjs',
      conversationId: CONVERSATION,
      participantId: USER,
      token: 'fresh-token',
      expiration: EXPIRATION,
    });
  });
});

describe('ERR-021: what each adapter throws when its provider’s answer lacks what it needs', () => {
  it.each<{ name: string; provider: ChatProviderClient; answer: Record<string, unknown>; thrown: string }>([
    {
      name: 'twilio without the omni proxy channel',
      provider: twilioProvider,
      answer: initAnswer({ omniProxyChannelId: null }),
      thrown: 'Omni Proxy value not available',
    },
    {
      name: 'stream without its session data',
      provider: streamProvider,
      answer: initAnswer({ providerUserToken: '' }),
      thrown: 'Webchat session data not found',
    },
    {
      name: 'nice without a thread id',
      provider: niceProvider,
      answer: initAnswer({ providerChannelId: null }),
      thrown: 'NICE thread ID is unavailable',
    },
    {
      name: 'talkjs without a customer id',
      provider: talkjsProvider(undefined),
      answer: initAnswer({ providerUserId: null }),
      thrown: 'Customer ID not present',
    },
  ])('$name: "$thrown"', async ({ provider, answer, thrown }) => {
    answering(answer);
    const opening = provider.open(FORM);
    await expect(opening).rejects.toBeInstanceOf(ChatProviderError);
    await expect(opening).rejects.toThrow(thrown);
  });

  it('"Contact ID not available" when the survey’s contact id cannot be had (API-079)', async () => {
    const { requests } = mockApi({
      [apiKey(chatApi.webChatInfo)]: () => ({ status: 404, body: { errors: ['Contact ID not available'] } }),
    });
    const session: ProviderSession = {
      mode: 'twilio',
      conversationId: CONVERSATION,
      participantId: USER,
      token: 't',
      expiration: EXPIRATION,
    };
    await expect(twilioProvider.surveyContactId(session)).rejects.toThrow('Contact ID not available');
    expect(requests[0]?.body).toEqual({ omniProxyChannelId: CONVERSATION });
  });

  it('"NICE thread ID is unavailable" when a NICE session to connect has no thread', () => {
    const events = {} as ChatConnectionEvents;
    expect(() =>
      niceProvider.connect(
        { mode: 'nice', conversationId: '', participantId: USER, token: 't', expiration: EXPIRATION },
        { token: () => 't', events },
      ),
    ).toThrow('NICE thread ID is unavailable');
  });
});

describe('one client for every provider: the socket, the survey, the end', () => {
  it.each([twilioProvider, streamProvider, niceProvider, talkjsProvider(undefined)])(
    '$mode connects to its own channel with its own token and answers the survey’s contact id',
    async (provider) => {
      answering(initAnswer());
      const session = await provider.open(FORM);
      const factory = fakeSocketFactory();
      const events: ChatConnectionEvents = {
        onMessage: vi.fn(),
        onState: vi.fn(),
        onAck: vi.fn(),
        onSendFailed: vi.fn(),
        onTyping: vi.fn(),
        onRead: vi.fn(),
        onStatus: vi.fn(),
        onUnauthorized: vi.fn(),
      };
      const link = provider.connect(session, {
        token: () => session.token,
        events,
        socketUrl: 'ws://test/chat',
        createSocket: factory.create,
      });
      link.start();
      factory.sockets[0]?.open();
      link.send('Hi');
      expect(factory.sockets[0]?.sent).toEqual([
        { type: 'auth', token: session.token },
        { type: 'subscribe', conversationId: session.conversationId, lastSeq: 0 },
        {
          type: 'send',
          conversationId: session.conversationId,
          clientMessageId: expect.any(String),
          body: 'Hi',
        },
      ]);
      link.stop();

      const { requests } = mockApi({
        [apiKey(chatApi.webChatInfo)]: () => ({ body: { contactId: CONTACT } }),
      });
      expect(await provider.surveyContactId(session)).toBe(CONTACT);
      expect(requests[0]?.body).toEqual({ omniProxyChannelId: session.conversationId });
    },
  );
});
