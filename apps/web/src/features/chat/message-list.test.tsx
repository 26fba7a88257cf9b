import type { ChatMessageFrame } from '@hearth/domain/chat/chat-socket-protocol';
import { HANDOVER_SYSTEM_LINE } from '@hearth/domain/chatbot/chatbot-handover';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { switchLanguageForTest } from '../../test/language.ts';
import { MessageList } from './message-list.tsx';

const CONVERSATION = '6f1c1f0e-8a47-4c55-9f55-0d2b0e6a1c11';
const ME = '0b7a3c1e-2f55-4a8e-8f0e-3f1c2a9d4b21';

function system(seq: number, body: string): ChatMessageFrame {
  return {
    type: 'message',
    conversationId: CONVERSATION,
    seq,
    author: { kind: 'SYSTEM', participantId: null, name: '' },
    body,
    createdAt: '2026-11-25T20:00:00.000Z',
  };
}

function own(seq: number, body: string): ChatMessageFrame {
  return { ...system(seq, body), author: { kind: 'BORROWER', participantId: ME, name: 'Ana' } };
}

function renderList(messages: ChatMessageFrame[], agentReadSeq = 0) {
  render(
    <I18nextProvider i18n={i18n}>
      <MessageList
        messages={messages}
        pending={[]}
        participantId={ME}
        agentJoined
        agentTyping={false}
        agentReadSeq={agentReadSeq}
        reconnecting={false}
        policy={{ family: 'hearth', ownSites: [] }}
        onDownload={() => undefined}
        onResend={() => undefined}
        failedDownloads={new Set()}
      />
    </I18nextProvider>,
  );
}

describe('MessageList: the conversation’s system lines in the page language', () => {
  it('words the server’s English lines in Spanish, the agent’s name kept', async () => {
    await switchLanguageForTest('es');
    renderList([
      system(1, HANDOVER_SYSTEM_LINE.AGENT),
      system(2, 'Sam joined the chat'),
      system(3, 'The chat was transferred to Alex'),
      system(4, 'Waiting for next available agent'),
      system(5, HANDOVER_SYSTEM_LINE.MESSAGE_TAKEN),
      system(6, 'This chat has ended'),
    ]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Usted le pidió al asistente hablar con una persona.',
      'Sam se unió al chat',
      'El chat se transfirió a Alex',
      'Esperando al próximo agente disponible',
      'Usted dejó este mensaje fuera de nuestro horario. Lo responderemos y le avisaremos.',
      'Este chat terminó',
    ]);
  });

  it('speaks to the borrower in English too, and shows any other line as it is', () => {
    renderList([system(1, HANDOVER_SYSTEM_LINE.AGENT), system(2, 'Welcome to Hearth')]);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'You asked the assistant to talk to a person.',
      'Welcome to Hearth',
    ]);
  });
});

describe('MessageList: the borrower sees when the agent has read them', () => {
  it('marks "Read" under the newest of their own messages the agent has read, and only there', () => {
    renderList(
      [own(1, 'Hello'), own(2, 'Are you there?'), system(3, 'Sam joined the chat'), own(4, 'Thanks')],
      3,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['YouHello', 'YouAre you there?Read', 'Sam joined the chat', 'YouThanks']);
  });

  it('shows no "Read" before the agent has read anything', () => {
    renderList([own(1, 'Hello')], 0);
    expect(screen.queryByText('Read')).toBeNull();
  });
});
