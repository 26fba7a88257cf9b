import type { CannedReply, ChatConversationDetail } from '@hearth/domain/chat/chat-agent';
import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationFeed } from './chat-socket.ts';
import { type ConversationActions, ConversationPane } from './conversation-pane.tsx';

const ME = '33333333-3333-4333-8333-333333333333';
const CUSTOMER = '44444444-4444-4444-8444-444444444444';
const CONVERSATION = '11111111-1111-4111-8111-111111111111';

const detail = (overrides: Partial<ChatConversationDetail> = {}): ChatConversationDetail => ({
  uuid: CONVERSATION,
  orgCode: 'hearth',
  skill: 'FHEL',
  state: 'ACTIVE',
  customerName: 'Ada Lovelace',
  customerKind: 'VISITOR',
  customerEmail: 'ada@example.com',
  applicationUuid: null,
  assignee: { staffUuid: ME, name: 'me' },
  createdAt: '2026-11-26T11:48:00.000Z',
  lastMessageAt: null,
  unreadCount: 0,
  lastSeq: 3,
  endedAt: null,
  readMarkers: [],
  ...overrides,
});

const message = (seq: number, kind: ChatMessageFrame['author']['kind'], body: string): ChatMessageFrame => ({
  type: 'message',
  conversationId: CONVERSATION,
  seq,
  author: { kind, participantId: kind === 'SYSTEM' ? null : CUSTOMER, name: kind === 'AGENT' ? 'me' : 'Ada' },
  body,
  createdAt: '2026-11-26T11:50:00.000Z',
});

const CANNED: CannedReply[] = [
  {
    uuid: '55555555-5555-4555-8555-555555555555',
    orgCode: 'hearth',
    title: 'Greeting',
    body: 'Hello, how can I help?',
    updatedAt: '2026-11-26T10:00:00.000Z',
  },
];

function actions(overrides: Partial<ConversationActions> = {}): ConversationActions {
  return {
    reply: vi.fn(async () => 4),
    typing: vi.fn(),
    claim: vi.fn(async () => undefined),
    transfer: vi.fn(async () => undefined),
    close: vi.fn(async () => undefined),
    ...overrides,
  };
}

function renderPane(feed: ConversationFeed, conversation = detail(), act = actions()) {
  render(
    <ConversationPane
      conversation={conversation}
      feed={feed}
      myStaffUuid={ME}
      cannedReplies={CANNED}
      agents={[
        { staffUuid: ME, name: 'me' },
        { staffUuid: '66666666-6666-4666-8666-666666666666', name: 'bob' },
      ]}
      actions={act}
    />,
  );
  return act;
}

describe('ConversationPane', () => {
  it('shows the messages as text, the customer typing, and "Read" under the last agent message read', () => {
    renderPane({
      messages: [
        message(1, 'SYSTEM', 'me joined the chat'),
        message(2, 'VISITOR', '<b>Is my rate fixed?</b>'),
        message(3, 'AGENT', 'Let me check.'),
        message(4, 'AGENT', 'It is fixed.'),
      ],
      readMarkers: [{ kind: 'VISITOR', participantId: CUSTOMER, seq: 3 }],
      customerTypingAt: Date.now(),
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('<b>Is my rate fixed?</b>')).toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items[2]).toHaveTextContent('Read');
    expect(items[3]).not.toHaveTextContent('Read');
    expect(screen.getByText('Ada Lovelace is typing…')).toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, inserts a canned reply, and tells of typing', async () => {
    const act = renderPane({ messages: [], readMarkers: [] });
    const box = screen.getByRole('textbox', { name: 'Reply' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Canned reply' }), 'Greeting');
    expect(box).toHaveValue('Hello, how can I help?');
    await userEvent.type(box, '{Shift>}{Enter}{/Shift}Second line');
    expect(act.typing).toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(act.reply).toHaveBeenCalledWith('Hello, how can I help?\nSecond line');
    expect(box).toHaveValue('');
  });

  it('claims a waiting chat, transfers it, closes it, and shows a refusal', async () => {
    const act = renderPane(
      { messages: [], readMarkers: [] },
      detail({ state: 'WAITING', assignee: null }),
      actions({
        claim: vi.fn(async () =>
          Promise.reject(new Error('This chat has already been claimed by another agent')),
        ),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This chat has already been claimed by another agent',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Transfer to' }), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(act.transfer).toHaveBeenCalledWith('66666666-6666-4666-8666-666666666666');
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(act.close).toHaveBeenCalled();
  });

  it('offers no reply box once the chat has ended, or while another agent answers it', () => {
    renderPane({ messages: [message(1, 'SYSTEM', 'This chat has ended')], readMarkers: [], state: 'ENDED' });
    expect(screen.getByText('This chat has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close chat' })).not.toBeInTheDocument();
  });

  it('shows a file the customer sent with its size and a download button', () => {
    renderPane({
      messages: [
        {
          ...message(1, 'VISITOR', 'paystub.pdf'),
          attachment: {
            id: '77777777-7777-4777-8777-777777777777',
            conversationId: CONVERSATION,
            filename: 'paystub.pdf',
            mime: 'application/pdf',
            size: 2_400_000,
            createdAt: '2026-11-26T11:50:00.000Z',
          },
        },
      ],
      readMarkers: [],
    });
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('paystub.pdf (2.4 MB)')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: 'Download paystub.pdf' })).toBeInTheDocument();
  });

  it('leaves the reply to the agent who has the chat', () => {
    renderPane(
      { messages: [], readMarkers: [] },
      detail({ assignee: { staffUuid: '66666666-6666-4666-8666-666666666666', name: 'bob' } }),
    );
    expect(screen.getByText('bob is answering this chat.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
  });
});
