import { chatApi } from '@hearth/domain/api/chat-api';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../components/test-utils/render-page.tsx';
import { setStoredChatSession } from '../../lib/storage.ts';
import { apiKey, mockApi } from '../../test/mock-api.ts';
import { ChatWidget } from './chat-widget.tsx';
import type { ChatbotPanelProps } from './chatbot/chatbot-panel.tsx';
import { fakeSocketFactory } from './fake-chat-socket.ts';

// The assistant is another panel's work: here it only hands over.
vi.mock('./chatbot/chatbot-panel.tsx', () => ({
  ChatbotPanel: ({ onHandover }: ChatbotPanelProps) => (
    <button
      type="button"
      onClick={() =>
        onHandover([
          { role: 'customer', text: 'What is my draw period?' },
          { role: 'bot', text: 'Let me find an agent.' },
        ])
      }
    >
      Talk to an agent
    </button>
  ),
}));

const CONVERSATION = '3f9d7c1e-2b4a-4c1d-9e8f-0a1b2c3d4e5f';

beforeEach(() => {
  setStoredChatSession(null);
});

describe('ChatWidget: chatbot handover', () => {
  it('CHT-028: starts an agent chat whose first message, kept with the conversation until an agent joins, carries the bot conversation', async () => {
    const user = userEvent.setup();
    const { requests } = mockApi({
      [apiKey(operatingHoursApi.openStatus, { department: 'OPS_CHAT' })]: () => ({
        body: {
          department: 'OPS_CHAT',
          timeZone: 'America/Los_Angeles',
          isOpen: false,
          now: new Date().toISOString(),
          opensAt: null,
          closesAt: null,
        },
      }),
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
          expiration: new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
    });
    const factory = fakeSocketFactory();
    renderPage(<ChatWidget onClose={() => {}} createSocket={factory.create} socketUrl="ws://test/chat" />);
    await user.click(await screen.findByRole('button', { name: 'Talk to an agent' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(factory.sockets[0]).toBeDefined());
    const socket = factory.sockets[0];
    if (!socket) {
      throw new Error('no socket');
    }
    act(() => {
      socket.open();
      socket.receive({ type: 'subscribed', conversationId: CONVERSATION, lastSeq: 0, state: 'WAITING' });
    });
    expect(await screen.findByText('Waiting for next available agent')).toBeInTheDocument();
    const init = requests.find((request) => request.url === apiKey(chatApi.initTwilio).split(' ')[1]);
    expect(init?.body).toMatchObject({
      initialMessage: 'Me: What is my draw period?\nAssistant: Let me find an agent.',
    });
    // The service holds it; the page sends nothing of its own for it.
    expect(socket.sentOfType('send')).toEqual([]);
  });
});
