import { chatApi } from '@hearth/domain/api/chat-api';
import { chatAttachmentsApi } from '@hearth/domain/api/chat-attachments-api';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../components/test-utils/render-page.tsx';
import { getStoredChatSession, setStoredChatSession } from '../../lib/storage.ts';
import { apiKey, mockApi, TEST_PROFILE } from '../../test/mock-api.ts';
import { makeOrgPayload } from '../../test/org-fixture.ts';
import { ChatWidget } from './chat-widget.tsx';
import { fakeSocketFactory } from './fake-chat-socket.ts';

const CONVERSATION = '3f9d7c1e-2b4a-4c1d-9e8f-0a1b2c3d4e5f';
const ME = '0b8f2c4e-1a2b-4c3d-8e9f-a0b1c2d3e4f5';
const CONTACT = '6c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const HOUR = 3_600_000;

function initAnswer() {
  return {
    token: 'chat-token-1',
    conversationSid: CONVERSATION,
    omniProxyChannelId: CONVERSATION,
    providerChannelId: CONVERSATION,
    providerUserId: ME,
    providerUserToken: 'chat-token-1',
    skill: 'FHEL',
    targetWorkerSid: null,
    targetWorkerFriendlyName: null,
    expiration: new Date(Date.now() + 6 * HOUR).toISOString(),
  };
}

function agentMessage(seq: number, body: string, extra: Partial<ChatMessageFrame> = {}): ChatMessageFrame {
  return {
    type: 'message',
    conversationId: CONVERSATION,
    seq,
    author: { kind: 'AGENT', participantId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'sam' },
    body,
    createdAt: '2026-03-02T18:00:00.000Z',
    ...extra,
  };
}

function api(overrides: NonNullable<Parameters<typeof mockApi>[0]> = {}) {
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
    [apiKey(chatApi.initTwilio)]: () => ({ body: initAnswer() }),
    [apiKey(chatApi.webChatInfo)]: () => ({ body: { contactId: CONTACT } }),
    [apiKey(chatApi.end, { conversationId: CONVERSATION })]: () => new Response(null, { status: 204 }),
    [apiKey(chatApi.authenticate)]: () => ({ body: { nonce: 'nonce-1' } }),
    ...overrides,
  });
}

function renderWidget(options: Parameters<typeof renderPage>[1] = {}) {
  const factory = fakeSocketFactory();
  const onClose = vi.fn();
  renderPage(
    <ChatWidget onClose={onClose} createSocket={factory.create} socketUrl="ws://test/chat" />,
    options,
  );
  return { factory, onClose };
}

/** The socket the widget opened, opened and subscribed as a waiting conversation. */
async function connected(factory: ReturnType<typeof fakeSocketFactory>, index = 0) {
  await waitFor(() => expect(factory.sockets[index]).toBeDefined());
  const socket = factory.sockets[index];
  if (!socket) {
    throw new Error('no socket');
  }
  act(() => {
    socket.open();
    socket.receive({ type: 'ready', principal: 'VISITOR' });
    socket.receive({ type: 'subscribed', conversationId: CONVERSATION, lastSeq: 0, state: 'WAITING' });
  });
  return socket;
}

async function startAsVisitor(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ada Visitor');
  await user.click(screen.getByRole('button', { name: 'Start chat' }));
}

beforeEach(() => {
  setStoredChatSession(null);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A twilio agent session kept by the tab, as the widget stores it; `expiresInMs` may be negative. */
function storeAgentSession({ expiresInMs, agentJoined }: { expiresInMs: number; agentJoined: boolean }) {
  setStoredChatSession(
    JSON.stringify({
      kind: 'agent',
      mode: 'twilio',
      conversationId: CONVERSATION,
      participantId: ME,
      token: 'stored-token',
      expiration: new Date(Date.now() + expiresInMs).toISOString(),
      authenticated: false,
      agentJoined,
    }),
  );
}

describe('ChatWidget: the pre-engagement form (CHT-003, CHT-033…035)', () => {
  it('shows the spec’s messages at the fields, then starts the chat with the values', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    const { factory } = renderWidget();
    const dialog = await screen.findByRole('dialog', { name: 'Chat with us' });
    await user.click(await within(dialog).findByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('a'.repeat(129));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Cannot be more than 128 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Email address' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Ada Visitor ');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await connected(factory);
    const init = requests.find((request) => request.url === apiKey(chatApi.initTwilio).split(' ')[1]);
    expect(init?.body).toMatchObject({
      friendlyName: 'Ada Visitor',
      emailAddress: 'ada@example.com',
      chatMode: 'twilio',
      orgCode: 'hearth',
    });
    expect(init?.body).not.toHaveProperty('nonce');
  }, 20_000);
});

describe('ChatWidget: messaging', () => {
  it('CHT-028: the first message goes to the service at once and waits there, with "Waiting for next available agent", until an agent joins', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    expect(await screen.findByText('Waiting for next available agent')).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(socket.sentOfType('send')).toHaveLength(1));
    const [sent] = socket.sentOfType('send');
    expect(sent?.body).toBe('Hello\nthere');
    act(() => {
      socket.receive({
        type: 'ack',
        conversationId: CONVERSATION,
        clientMessageId: sent?.clientMessageId ?? '',
        seq: 1,
      });
      socket.receive({
        ...agentMessage(1, 'Hello\nthere'),
        author: { kind: 'VISITOR', participantId: ME, name: 'Ada Visitor' },
      });
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    await waitFor(() => expect(within(log).getAllByText(/Hello/)).toHaveLength(1));
    expect(within(log).getAllByText('You').length).toBeGreaterThan(0);
    expect(screen.getByText('Waiting for next available agent')).toBeInTheDocument();

    act(() =>
      socket.receive({
        ...agentMessage(2, 'Sam joined the chat'),
        author: { kind: 'SYSTEM', participantId: null, name: '' },
        event: 'AGENT_JOINED',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('Waiting for next available agent')).not.toBeInTheDocument(),
    );
  });

  it('CHT-028: after a reload the first message is still there and still waiting, kept by the service and not by the tab', async () => {
    api();
    storeAgentSession({ expiresInMs: HOUR, agentJoined: false });
    const { factory } = renderWidget();
    const socket = await connected(factory);
    expect(socket.sentOfType('subscribe')).toEqual([
      { type: 'subscribe', conversationId: CONVERSATION, lastSeq: 0 },
    ]);
    act(() =>
      socket.receive({
        ...agentMessage(1, 'Can I draw twice?'),
        author: { kind: 'VISITOR', participantId: ME, name: 'Ada Visitor' },
      }),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Can I draw twice?')).toBeInTheDocument();
    expect(screen.getByText('Waiting for next available agent')).toBeInTheDocument();
    const kept = [
      getStoredChatSession() ?? '',
      JSON.stringify({ ...localStorage }),
      JSON.stringify({ ...sessionStorage }),
    ];
    expect(kept.join(' ')).not.toContain('draw');
    expect(kept.join(' ')).not.toContain('Ada');
  });

  it('CHT-036: refuses a blank message', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    act(() => socket.receive(agentMessage(1, 'Hi')));
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(socket.sentOfType('send')).toEqual([]);
    await user.type(box, 'ok');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(socket.sentOfType('send')).toHaveLength(1));
  });

  it('shows the agent typing, and messages as text with only whitelisted links clickable (CHT-020)', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    act(() =>
      socket.receive({ type: 'typing', conversationId: CONVERSATION, kind: 'AGENT', participantId: null }),
    );
    expect(await screen.findByText('The agent is typing')).toBeInTheDocument();
    act(() =>
      socket.receive(
        agentMessage(1, '<b>Forms</b>: https://www.irs.gov/forms and https://irs.gov.evil.example/login'),
      ),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('<b>Forms</b>', { exact: false })).toBeInTheDocument();
    expect(within(log).getAllByRole('link')).toHaveLength(1);
    expect(within(log).getByRole('link', { name: 'https://www.irs.gov/forms' })).toHaveAttribute(
      'href',
      'https://www.irs.gov/forms',
    );
    expect(within(log).getByText(/irs\.gov\.evil\.example/)).toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
  });

  it('tells the agent what the borrower has read, once the tab is in view', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      act(() => socket.receive(agentMessage(1, 'Hello, this is Sam.')));
      expect(await screen.findByText('Hello, this is Sam.')).toBeInTheDocument();
      expect(socket.sentOfType('read')).toEqual([]);

      visibility.mockReturnValue('visible');
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(socket.sentOfType('read')).toEqual([{ type: 'read', conversationId: CONVERSATION, seq: 1 }]);
      act(() => socket.receive(agentMessage(2, 'Anything else?')));
      await waitFor(() =>
        expect(socket.sentOfType('read').at(-1)).toEqual({
          type: 'read',
          conversationId: CONVERSATION,
          seq: 2,
        }),
      );
    } finally {
      visibility.mockRestore();
    }
  });

  it('CHT-004/039: sends a file and shows the file name with its size', async () => {
    const user = userEvent.setup();
    const { requests } = api({
      [apiKey(chatAttachmentsApi.upload, { conversationId: CONVERSATION })]: () => ({
        status: 201,
        body: {
          seq: 2,
          attachment: {
            id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
            conversationId: CONVERSATION,
            filename: 'statement.pdf',
            mime: 'application/pdf',
            size: 1500,
            createdAt: '2026-03-02T18:00:00.000Z',
          },
        },
      }),
    });
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) {
      throw new Error('no file input');
    }
    await user.upload(input, new File([new Uint8Array(1500)], 'statement.pdf', { type: 'application/pdf' }));
    const upload = await waitFor(() => {
      const found = requests.find(
        (request) => request.method === 'POST' && request.url.endsWith('/attachments'),
      );
      expect(found).toBeDefined();
      return found;
    });
    expect(upload?.headers.get('authorization')).toBe('Bearer chat-token-1');
    expect(upload?.body).toBeInstanceOf(FormData);
    act(() =>
      socket.receive({
        ...agentMessage(2, 'statement.pdf'),
        author: { kind: 'VISITOR', participantId: ME, name: 'Ada Visitor' },
        attachment: {
          id: '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a',
          conversationId: CONVERSATION,
          filename: 'statement.pdf',
          mime: 'application/pdf',
          size: 1500,
          createdAt: '2026-03-02T18:00:00.000Z',
        },
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Download statement.pdf (1.5 KB)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sending')).not.toBeInTheDocument());
  });
});

describe('ChatWidget: a file that cannot be downloaded', () => {
  it('ERR-017: says so at the file, and the chat stays usable', async () => {
    const user = userEvent.setup();
    const attachmentId = '1d2e3f4a-5b6c-4d7e-8f9a-0b1c2d3e4f5a';
    let downloads = 0;
    api({
      [apiKey(chatAttachmentsApi.download, { conversationId: CONVERSATION, attachmentId })]: () => {
        downloads += 1;
        return { status: 500, body: { errors: ['Internal server error'] } };
      },
    });
    const unhandled = vi.fn();
    window.addEventListener('unhandledrejection', unhandled);
    try {
      const { factory } = renderWidget();
      await startAsVisitor(user);
      const socket = await connected(factory);
      act(() =>
        socket.receive({
          ...agentMessage(1, 'statement.pdf'),
          attachment: {
            id: attachmentId,
            conversationId: CONVERSATION,
            filename: 'statement.pdf',
            mime: 'application/pdf',
            size: 1500,
            createdAt: '2026-03-02T18:00:00.000Z',
          },
        }),
      );
      await user.click(await screen.findByRole('button', { name: 'Download statement.pdf (1.5 KB)' }));
      const log = screen.getByRole('log', { name: 'Messages' });
      expect(await within(log).findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      );
      expect(downloads).toBe(1);
      expect(screen.queryByText(/Internal server error|500/)).not.toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Message' }), 'The file did not open{Enter}');
      await waitFor(() => expect(socket.sentOfType('send')).toHaveLength(1));
      expect(socket.sentOfType('send')[0]?.body).toBe('The file did not open');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('unhandledrejection', unhandled);
    }
  });
});

describe('ChatWidget: the end (CHT-005, CHT-009)', () => {
  it('shows the end panel with the survey when the agent ends the chat, and clears the stored session', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    expect(getStoredChatSession()).toContain(CONVERSATION);
    expect(getStoredChatSession()).not.toContain('Ada');

    act(() =>
      socket.receive({
        ...agentMessage(1, 'This chat has ended'),
        author: { kind: 'SYSTEM', participantId: null, name: '' },
        event: 'ENDED',
      }),
    );
    expect(await screen.findByText('Thanks for chatting with us!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      expect.stringContaining(`contactId=${CONTACT}`),
    );
    expect(getStoredChatSession()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start new chat' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });

  it('lets the borrower end the chat themselves', async () => {
    const user = userEvent.setup();
    const { requests } = api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    await connected(factory);
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('Thanks for chatting with us!')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/end') && request.method === 'POST')).toBe(true);
  });
  it('CHT-019: the survey link is the lender’s own survey form', async () => {
    const user = userEvent.setup();
    api();
    const org = makeOrgPayload({
      companyInfo: {
        chatSurveyUrl: 'https://survey.lender.example/chat',
        publicFeatureToggles: { 'fe-webchat': true },
      },
    });
    const { factory } = renderWidget({ org });
    await startAsVisitor(user);
    await connected(factory);
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    expect(await screen.findByRole('link', { name: 'Take the survey' })).toHaveAttribute(
      'href',
      `https://survey.lender.example/chat?contactId=${CONTACT}`,
    );
  });
});

describe('ChatWidget: sessions (CHT-024, CHT-027)', () => {
  it('resumes a live stored session without the form, and ignores an expired one', async () => {
    api();
    storeAgentSession({ expiresInMs: HOUR, agentJoined: true });
    const { factory } = renderWidget();
    const socket = await connected(factory);
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'stored-token' });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('drops an expired stored session and shows the form', async () => {
    api();
    storeAgentSession({ expiresInMs: -1000, agentJoined: false });
    const { factory } = renderWidget();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(factory.sockets).toHaveLength(0);
    expect(getStoredChatSession()).toBeNull();
  });

  it('starts a signed-in borrower’s chat from the profile, with a nonce, without the form', async () => {
    const { requests } = api();
    const org = makeOrgPayload({
      companyInfo: {
        publicFeatureToggles: { 'fe-webchat': true, 'fe-webchat-borrower-authentication': true },
      },
    });
    const { factory } = renderWidget({ signedIn: true, org });
    await connected(factory);
    const init = requests.find((request) => request.url === apiKey(chatApi.initTwilio).split(' ')[1]);
    expect(init?.body).toMatchObject({ nonce: 'nonce-1', emailAddress: TEST_PROFILE.email });
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});

describe('ChatWidget: mode (CHT-012)', () => {
  it('mounts the assistant outside operating hours', async () => {
    api({
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
    });
    renderWidget();
    expect(await screen.findByRole('textbox', { name: 'Ask a question' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });
});

describe('ChatWidget: errors (002 §8)', () => {
  it('ERR-016: says the connection is lost while it reconnects, and stops saying so once back', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    act(() => socket.drop());
    expect(await screen.findByText('Connection lost. Attempting to reconnect.')).toBeInTheDocument();
    const again = await connected(factory, 1);
    expect(again.sentOfType('auth')).toEqual([{ type: 'auth', token: 'chat-token-1' }]);
    await waitFor(() =>
      expect(screen.queryByText('Connection lost. Attempting to reconnect.')).not.toBeInTheDocument(),
    );
  }, 20_000);

  it('ERR-017/ERR-020: a chat that cannot start shows the general alert; the stream mode ends with nothing kept', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?mode=stream');
    try {
      const { requests } = api({
        [apiKey(chatApi.initStream)]: () => ({ status: 500, body: { message: 'provider down' } }),
      });
      const { factory } = renderWidget();
      await startAsVisitor(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      );
      expect(screen.queryByText('provider down')).not.toBeInTheDocument();
      expect(requests.some((request) => request.url === apiKey(chatApi.initStream).split(' ')[1])).toBe(true);
      expect(factory.sockets).toHaveLength(0);
      expect(getStoredChatSession()).toBeNull();
      // The form stays, so the borrower can try again.
      expect(screen.getByRole('button', { name: 'Start chat' })).toBeEnabled();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }, 20_000);

  it('ERR-021: a provider answer without the NICE thread id is caught and shown as ERR-017, not as a crash', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?mode=nice');
    try {
      const { requests } = api({
        [apiKey(chatApi.initTwilio)]: () => ({ body: { ...initAnswer(), providerChannelId: null } }),
      });
      const { factory } = renderWidget();
      await startAsVisitor(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again later.',
      );
      expect(screen.queryByText('NICE thread ID is unavailable')).not.toBeInTheDocument();
      const init = requests.find((request) => request.url === apiKey(chatApi.initTwilio).split(' ')[1]);
      expect(init?.body).toMatchObject({ chatMode: 'nice' });
      expect(factory.sockets).toHaveLength(0);
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }, 20_000);

  it('ERR-021: without a contact id (API-079) the end panel shows, without the survey link', async () => {
    const user = userEvent.setup();
    api({
      [apiKey(chatApi.webChatInfo)]: () => ({ status: 404, body: { message: 'Contact ID not available' } }),
    });
    const { factory } = renderWidget();
    await startAsVisitor(user);
    await connected(factory);
    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    expect(await screen.findByText('Thanks for chatting with us!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start new chat' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Take the survey' })).not.toBeInTheDocument();
  });

  it('ERR-018: a refused token ends the chat with the warning "Token state is invalid."', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    act(() => {
      socket.receive({ type: 'error', message: 'Token state is invalid.' });
      socket.drop(4401);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Token state is invalid.');
    expect(screen.getByText('Thanks for chatting with us!')).toBeInTheDocument();
    expect(getStoredChatSession()).toBeNull();
    expect(factory.sockets).toHaveLength(1);
  });

  it('ERR-019: a message the service did not take offers to resend it', async () => {
    const user = userEvent.setup();
    api();
    const { factory } = renderWidget();
    await startAsVisitor(user);
    const socket = await connected(factory);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is my rate fixed?{Enter}');
    await waitFor(() => expect(socket.sentOfType('send')).toHaveLength(1));
    const [first] = socket.sentOfType('send');
    act(() =>
      socket.receive({
        type: 'error',
        message: 'Too many messages, slow down',
        clientMessageId: first?.clientMessageId ?? '',
        conversationId: CONVERSATION,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try resending the message.',
    );
    expect(screen.queryByText(/slow down/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(socket.sentOfType('send')).toHaveLength(2));
    const second = socket.sentOfType('send')[1];
    expect(second?.body).toBe('Is my rate fixed?');
    expect(second?.clientMessageId).not.toBe(first?.clientMessageId);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('ChatWidget: provider modes (CHT-010/011)', () => {
  it('CHT-011: talkjs opens the conversation of the page’s userToken, then takes the token out of the address bar', async () => {
    window.history.replaceState(null, '', '/?mode=talkjs&userToken=talk-user-token');
    try {
      const { requests } = api({
        [apiKey(chatApi.refreshToken)]: () => ({
          body: {
            token: 'fresh-token',
            expiration: new Date(Date.now() + 6 * HOUR).toISOString(),
            conversationSid: CONVERSATION,
            providerUserId: ME,
          },
        }),
      });
      const { factory } = renderWidget();
      await waitFor(() => expect(window.location.search).toBe('?mode=talkjs'));
      // The token's user owns the conversation: no name is asked for.
      const socket = await connected(factory);
      expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
      expect(socket.sent[0]).toEqual({ type: 'auth', token: 'fresh-token' });
      const refresh = requests.find((request) => request.url === apiKey(chatApi.refreshToken).split(' ')[1]);
      expect(refresh?.body).toEqual({ token: 'talk-user-token' });
      expect(requests.some((request) => request.url === apiKey(chatApi.initTwilio).split(' ')[1])).toBe(
        false,
      );
      expect(getStoredChatSession()).toContain('"mode":"talkjs"');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  }, 20_000);
});

describe('ChatWidget: closing (CHT-007)', () => {
  it('closes on Escape', async () => {
    const user = userEvent.setup();
    api();
    const { onClose } = renderWidget();
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
