import { type ChatbotReply, chatbotApi } from '@hearth/domain/api/chatbot-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatbotPanel } from './chatbot-panel.tsx';

const CONVERSATION = '6f1c1f0e-8a47-4c55-9f55-0d2b0e6a1c11';
const APPLICATION = '0b7a3c1e-2f55-4a8e-8f0e-3f1c2a9d4b21';
const ASK = endpointPath(chatbotApi.chatWithAutobot);
const FEEDBACK = endpointPath(chatbotApi.feedback);

function reply(n: number, overrides: Partial<ChatbotReply> = {}): ChatbotReply {
  return {
    questionId: `1b7a3c1e-2f55-4a8e-8f0e-3f1c2a9d4b${String(n).padStart(2, '0')}`,
    questionStr: `question ${n}`,
    responseStr: `answer ${n}`,
    createdDt: '2026-11-25T20:00:00.000Z',
    conversationId: CONVERSATION,
    kind: 'HELP',
    source: { type: 'HELP_ENTRY', id: 'cltv', title: 'What is CLTV?' },
    offerPerson: false,
    ...overrides,
  };
}

const asked: Array<{ body: Record<string, unknown>; token: string | null }> = [];
const rated: Array<Record<string, unknown>> = [];
const server = setupServer(
  http.post(ASK, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    asked.push({ body, token: request.headers.get('x-chat-token') });
    return HttpResponse.json({
      conversationId: CONVERSATION,
      expiration: new Date(Date.now() + 600_000).toISOString(),
      loginTimestamp: '2026-11-25T20:00:00.000Z',
      token: 'visitor-secret',
      reply: reply(asked.length, {
        questionStr: String(body.message),
        responseStr:
          'You are at "Verify Identity". Verify your identity: upload a government-issued photo ID.',
        kind: 'APPLICATION',
        source: { type: 'APPLICATION', title: 'Your application' },
      }),
    });
  }),
  http.post(FEEDBACK, async ({ request }) => {
    rated.push((await request.json()) as Record<string, unknown>);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  rated.length = 0;
});
afterAll(() => server.close());

function renderPanel(props: Partial<Parameters<typeof ChatbotPanel>[0]> = {}) {
  const onHandover = vi.fn();
  const onEnd = vi.fn();
  renderWithProviders(
    <ChatbotPanel
      orgCode="hearth"
      withinHours
      agentMode="twilio"
      onHandover={onHandover}
      onEnd={onEnd}
      {...props}
    />,
  );
  return { onHandover, onEnd, user: userEvent.setup({ delay: null }) };
}

describe('the chatbot panel', () => {
  it('CHT-037: Enter sends, Shift+Enter adds a line; the answer shows with its source in the live log', async () => {
    const { user } = renderPanel({ applicationUuid: APPLICATION, nonce: async () => 'nonce-1' });
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });

    await user.type(box, "what's my{Shift>}{Enter}{/Shift}next step?");
    expect(box).toHaveValue("what's my\nnext step?");
    expect(asked).toHaveLength(0);
    await user.keyboard('{Enter}');

    const log = screen.getByRole('log', { name: 'Chatbot conversation' });
    expect(await within(log).findByText(/You are at "Verify Identity"/)).toBeInTheDocument();
    expect(within(log).getByText('Source: Your application')).toBeInTheDocument();
    expect(asked[0]?.body).toMatchObject({
      message: "what's my\nnext step?",
      organization: 'hearth',
      senderType: 'applicant',
      applicationId: APPLICATION,
      nonce: 'nonce-1',
    });
    expect(asked[0]?.body).not.toHaveProperty('conversationId');
    expect(box).toHaveValue('');
    await expectNoSeriousAxeViolations();
  });

  it('CHT-036: sends nothing blank; a visitor’s next question carries the session and its secret', async () => {
    const { user } = renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Ask a question' });
    await user.type(box, '   {Enter}');
    expect(asked).toHaveLength(0);

    await user.type(box, 'what is CLTV{Enter}');
    await screen.findByText('Source: Your application');
    await user.type(box, 'and the fee?{Enter}');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toMatchObject({ body: { conversationId: CONVERSATION }, token: 'visitor-secret' });
    expect(asked[1]?.body).not.toHaveProperty('nonce');
    // Only the session's id and times are kept; the visitor's secret and the text stay in memory.
    expect(JSON.parse(window.sessionStorage.getItem('hearth.chatbot.hearth') ?? '{}')).toEqual({
      conversationId: CONVERSATION,
      expiration: expect.any(String),
      loginTimestamp: '2026-11-25T20:00:00.000Z',
    });
  });

  it('CHT-032: loads the session’s last 20 exchanges with the borrower’s nonce', async () => {
    window.sessionStorage.setItem(
      'hearth.chatbot.hearth',
      JSON.stringify({
        conversationId: CONVERSATION,
        expiration: new Date(Date.now() + 60_000).toISOString(),
        loginTimestamp: '2026-11-25T20:00:00.000Z',
      }),
    );
    let nonceHeader: string | null = null;
    server.use(
      http.get(endpointPath(chatbotApi.history, { conversationId: CONVERSATION }), ({ request }) => {
        nonceHeader = request.headers.get('x-chat-nonce');
        return HttpResponse.json({
          conversationId: CONVERSATION,
          expiration: new Date(Date.now() + 60_000).toISOString(),
          messages: [reply(1), reply(2, { responseStr: '<b>not bold</b>' })],
        });
      }),
    );
    renderPanel({ nonce: async () => 'nonce-2' });

    expect(await screen.findByText('answer 1')).toBeInTheDocument();
    // Text is shown as written, never as markup.
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(nonceHeader).toBe('nonce-2');
  });

  it('rates an answer: thumbs up at once, thumbs down through "Tell us more"', async () => {
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Ask a question' }), 'what is CLTV{Enter}');
    await screen.findByText('Source: Your application');

    await user.click(screen.getByRole('button', { name: 'This answer helped' }));
    await waitFor(() =>
      expect(rated[0]).toMatchObject({ rating: 'THUMBS_UP', conversationId: CONVERSATION }),
    );
    expect(screen.getByRole('button', { name: 'This answer helped' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'This answer did not help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us more' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Tell us more' }));
    await user.paste('I meant my own payoff');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rated[1]).toMatchObject({
      rating: 'THUMBS_DOWN',
      feedbackMessage: 'Other: I meant my own payoff',
      responseToCustomer:
        'You are at "Verify Identity". Verify your identity: upload a government-issued photo ID.',
    });
    expect(screen.getByText('Thanks for your feedback.')).toBeInTheDocument();
  }, 15_000);

  it('in the chat hours, hands the conversation to a person with its history, and ends', async () => {
    const { user, onHandover, onEnd } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Ask a question' }), 'what is CLTV{Enter}');
    await screen.findByText('Source: Your application');

    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(onHandover).toHaveBeenCalledWith([
      { role: 'customer', text: 'what is CLTV' },
      {
        role: 'bot',
        text: 'You are at "Verify Identity". Verify your identity: upload a government-issued photo ID.',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(onEnd).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('hearth.chatbot.hearth')).toBeNull();
  });

  it('shows the server’s message when a question is refused', async () => {
    server.use(
      http.post(ASK, () =>
        HttpResponse.json(
          { errors: ['You are sending messages too quickly. Please wait a moment and try again.'] },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderPanel();
    await user.type(await screen.findByRole('textbox', { name: 'Ask a question' }), 'hello{Enter}');
    expect(await screen.findByText(/You are sending messages too quickly/)).toBeInTheDocument();
  });
});
