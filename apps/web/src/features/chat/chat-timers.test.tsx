import { chatApi } from '@hearth/domain/api/chat-api';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../components/test-utils/render-page.tsx';
import { setStoredChatSession } from '../../lib/storage.ts';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { ChatWidget } from './chat-widget.tsx';
import { fakeSocketFactory } from './fake-chat-socket.ts';

const CONVERSATION = '3f9d7c1e-2b4a-4c1d-9e8f-0a1b2c3d4e5f';
const MINUTE = 60_000;

function api(expiresInMs: number, refreshAnswer: () => { status?: number; body: unknown }) {
  let nonce = 0;
  return mockApi({
    [apiKey(operatingHoursApi.openStatus, { department: 'OPS_CHAT' })]: () => ({
      body: {
        department: 'OPS_CHAT',
        timeZone: 'America/Los_Angeles',
        isOpen: true,
        now: new Date().toISOString(),
        opensAt: null,
        closesAt: null,
      },
    }),
    [apiKey(chatApi.authenticate)]: () => ({ body: { nonce: `nonce-${++nonce}` } }),
    [apiKey(chatApi.refreshNonce)]: () => ({ body: { nonce: `nonce-${++nonce}` } }),
    [apiKey(chatApi.refreshToken)]: refreshAnswer,
    [apiKey(chatApi.webChatInfo)]: () => ({ body: { contactId: '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f' } }),
    [apiKey(chatApi.initTwilio)]: () => ({
      body: {
        token: 'chat-token-1',
        conversationSid: CONVERSATION,
        omniProxyChannelId: CONVERSATION,
        providerChannelId: CONVERSATION,
        providerUserId: '0b8f2c4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5',
        providerUserToken: 'chat-token-1',
        skill: 'FHEL',
        targetWorkerSid: null,
        targetWorkerFriendlyName: null,
        expiration: new Date(Date.now() + expiresInMs).toISOString(),
      },
    }),
  });
}

async function startSignedIn() {
  const factory = fakeSocketFactory();
  const org = makeOrgPayload({
    companyInfo: { publicFeatureToggles: { 'fe-webchat': true, 'fe-webchat-borrower-authentication': true } },
  });
  renderPage(<ChatWidget onClose={() => {}} createSocket={factory.create} socketUrl="ws://test/chat" />, {
    signedIn: true,
    org,
  });
  await waitFor(() => expect(factory.sockets[0]).toBeDefined());
  act(() => factory.sockets[0]?.open());
  return factory;
}

beforeEach(() => {
  setStoredChatSession(null);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ChatWidget timers', () => {
  it('CHT-026: renews the borrower’s nonce every 60 s; CHT-025: asks for the hours every 60 s', async () => {
    const { requests } = api(6 * 60 * MINUTE, () => ({ body: {} }));
    await startSignedIn();
    const renewals = () =>
      requests.filter((request) => request.method === 'PUT').map((request) => request.url);
    const hourReads = () => requests.filter((request) => request.url.endsWith('/openStatus')).length;
    const readsBefore = hourReads();
    expect(renewals()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(renewals()).toEqual([
      expect.stringContaining('nonce=nonce-1'),
      expect.stringContaining('nonce=nonce-2'),
    ]);
    expect(hourReads()).toBeGreaterThanOrEqual(readsBefore + 2);
  });

  it('CHT-023: asks for a fresh token before the session runs out, then ends it when it does', async () => {
    const { requests } = api(6 * MINUTE, () => ({
      status: 401,
      body: { errors: ['Token state is invalid.'] },
    }));
    await startSignedIn();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE + 1_000));
    const refresh = requests.find((request) => request.url.endsWith('/refreshToken'));
    expect(refresh?.body).toEqual({ token: 'chat-token-1' });
    expect(screen.queryByText('Thanks for chatting with us!')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(await screen.findByText('Thanks for chatting with us!')).toBeInTheDocument();
  });
});
