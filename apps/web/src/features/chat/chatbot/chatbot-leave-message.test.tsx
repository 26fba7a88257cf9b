import { chatbotApi } from '@hearth/domain/api/chatbot-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { operatingHoursApi } from '@hearth/domain/api/org-api';
import { WEEKDAYS } from '@hearth/domain/org/org-config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatbotPanel } from './chatbot-panel.tsx';

const CONVERSATION = '6f1c1f0e-8a47-4c55-9f55-0d2b0e6a1c11';
const ASK = endpointPath(chatbotApi.chatWithAutobot);
const HANDOVER = endpointPath(chatbotApi.handover);
const CHAT_HOURS = endpointPath(operatingHoursApi.hours, { department: 'OPS_CHAT' });
const SESSION_KEY = 'hearth.chatbot.hearth';

/** Weekdays 6 AM to 6 PM Pacific, closed at the weekend. */
const WEEK = WEEKDAYS.map((weekday, index) =>
  index < 5
    ? { weekday, weekdayValue: index + 1, isOpen: true, startTime: '06:00', endTime: '18:00' }
    : { weekday, weekdayValue: index + 1, isOpen: false },
);

const handedOver: Array<{ body: Record<string, unknown> }> = [];
const server = setupServer(
  http.post(ASK, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({
      conversationId: CONVERSATION,
      expiration: new Date(Date.now() + 600_000).toISOString(),
      loginTimestamp: '2026-11-25T20:00:00.000Z',
      token: 'visitor-secret',
      reply: {
        questionId: '1b7a3c1e-2f55-4a8e-8f0e-3f1c2a9d4b01',
        questionStr: String(body.message),
        responseStr: 'Our team can look at that with you.',
        createdDt: '2026-11-25T20:00:00.000Z',
        conversationId: CONVERSATION,
        kind: 'NO_ANSWER',
        source: null,
        offerPerson: true,
      },
    });
  }),
  http.post(HANDOVER, async ({ request }) => {
    handedOver.push({ body: (await request.json()) as Record<string, unknown> });
    return HttpResponse.json({
      conversationId: CONVERSATION,
      outcome: 'MESSAGE_TAKEN',
      token: 'agent-token',
      expiration: new Date(Date.now() + 6 * 3_600_000).toISOString(),
    });
  }),
  http.get(CHAT_HOURS, () =>
    HttpResponse.json({ department: 'OPS_CHAT', timeZone: 'America/Los_Angeles', days: WEEK }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  handedOver.length = 0;
  window.sessionStorage.clear();
});
afterAll(() => server.close());

function renderPanel(props: Partial<Parameters<typeof ChatbotPanel>[0]> = {}) {
  const onHandover = vi.fn();
  const onEnd = vi.fn();
  renderWithProviders(
    <ChatbotPanel
      orgCode="hearth"
      withinHours={false}
      agentMode="stream"
      onHandover={onHandover}
      onEnd={onEnd}
      {...props}
    />,
  );
  return { onHandover, onEnd, user: userEvent.setup({ delay: null }) };
}

async function askOnce(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: 'Ask a question' }),
    'can I talk to someone{Enter}',
  );
  await screen.findByText('Our team can look at that with you.');
}

describe('“Talk to a person” and the chat hours', () => {
  it('in the chat hours: hands the bot conversation to the widget for an agent, and leaves no message', async () => {
    const { user, onHandover } = renderPanel({ withinHours: true, nonce: async () => 'nonce-1' });
    await askOnce(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(onHandover).toHaveBeenCalledWith([
      { role: 'customer', text: 'can I talk to someone' },
      { role: 'bot', text: 'Our team can look at that with you.' },
    ]);
    expect(screen.queryByRole('form', { name: 'Leave us a message' })).not.toBeInTheDocument();
    expect(handedOver).toEqual([]);
  });

  it('outside the hours: refuses a blank message at the field, then takes the message and says when it is answered', async () => {
    const { user, onHandover, onEnd } = renderPanel({
      nonce: async () => 'nonce-1',
      contact: { friendlyName: 'Ada Lovelace', emailAddress: 'ada@example.com' },
    });
    await askOnce(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(onHandover).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Leave us a message' });
    const field = within(form).getByRole('textbox', { name: 'Your message for our team' });

    await user.type(field, '   ');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Please leave us a message')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(handedOver).toEqual([]);
    await expectNoSeriousAxeViolations(document.body);

    await user.clear(field);
    await user.type(field, '  Please call me about my draw period.  ');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thank you. We have your message.');
    expect(status).toHaveTextContent('Our team answers it during our chat hours:');
    expect(await within(status).findByRole('list', { name: 'Chat hours' })).toHaveTextContent(
      /Monday – Friday: 6:00 AM – 6:00 PM PT/,
    );
    expect(status).toHaveTextContent('You will find the answer in your notifications.');
    expect(handedOver.map((request) => request.body)).toEqual([
      {
        conversationId: CONVERSATION,
        chatMode: 'stream',
        message: 'Please call me about my draw period.',
        nonce: 'nonce-1',
        friendlyName: 'Ada Lovelace',
        emailAddress: 'ada@example.com',
      },
    ]);
    expect(onHandover).not.toHaveBeenCalled();
    // The conversation is the team's now: the next question starts a new chatbot session.
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
    await expectNoSeriousAxeViolations(document.body);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onEnd).toHaveBeenCalled();
  });

  it('outside the hours: a borrower who opens the chat wanting a person leaves a message at once, no question first', async () => {
    const application = '2c5e8f1a-9b3d-4e7f-8a1c-6d2b4f9e0a13';
    const { user } = renderPanel({ nonce: async () => 'nonce-1', applicationUuid: application });
    await user.click(await screen.findByRole('button', { name: 'Talk to a person' }));
    const form = screen.getByRole('form', { name: 'Leave us a message' });
    await user.type(
      within(form).getByRole('textbox', { name: 'Your message for our team' }),
      'Please call me about my draw.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. We have your message.');
    expect(handedOver.map((request) => request.body)).toEqual([
      {
        organization: 'hearth',
        applicationId: application,
        chatMode: 'stream',
        message: 'Please call me about my draw.',
        nonce: 'nonce-1',
      },
    ]);
  });

  it('outside the hours: shows the server’s refusal and keeps the message for another try', async () => {
    server.use(
      http.post(HANDOVER, () =>
        HttpResponse.json({ errors: ['This chat is already with our team'] }, { status: 409 }),
      ),
    );
    const { user } = renderPanel({ nonce: async () => 'nonce-1' });
    await askOnce(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    const field = screen.getByRole('textbox', { name: 'Your message for our team' });
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/This chat is already with our team/)).toBeInTheDocument();
    expect(field).toHaveValue('Hello');
    expect(screen.queryByText('Thank you. We have your message.')).not.toBeInTheDocument();
  });

  it('outside the hours: a visitor, whom nothing could tell of the answer, is asked to log in', async () => {
    const { user, onHandover } = renderPanel();
    await askOnce(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));
    expect(
      screen.getByText(
        'Our team is away right now. Please log in to leave us a message, and we will answer it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message for our team' })).not.toBeInTheDocument();
    expect(onHandover).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to the chatbot' }));
    expect(screen.getByRole('textbox', { name: 'Ask a question' })).toBeInTheDocument();
  });
});
