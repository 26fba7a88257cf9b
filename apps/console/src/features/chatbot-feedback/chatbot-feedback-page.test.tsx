import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import ChatbotFeedbackPage from './chatbot-feedback-page.tsx';

const ITEM = {
  uuid: '66666666-6666-4666-8666-666666666666',
  orgCode: 'hearth',
  conversationId: '11111111-1111-4111-8111-111111111111',
  questionId: '22222222-2222-4222-8222-222222222222',
  question: 'what is CLTV',
  response: 'CLTV is your combined loan-to-value.',
  source: { type: 'HELP_ENTRY', id: 'cltv', title: 'What is CLTV?' },
  rating: 'THUMBS_DOWN',
  reason: 'Other',
  details: 'I asked about my own loan',
  createdAt: '2026-11-26T07:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFeedbackApi(total = 45) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    jsonResponse(200, { items: [ITEM], page: 1, pageSize: 20, total }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ChatbotFeedbackPage', () => {
  it('lists feedback with the question, the answer, its source and the reason, and pages on', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = stubFeedbackApi();
    const user = userEvent.setup();
    renderPage(<ChatbotFeedbackPage />);

    const table = await screen.findByRole('table', { name: 'Chatbot feedback' });
    expect(within(table).getByRole('cell', { name: 'what is CLTV' })).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Other: I asked about my own loan' })).toBeVisible();
    expect(within(table).getByText('Source: What is CLTV?')).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'Thumbs down' })).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('page=2'));
  });

  it('filters by rating and lender', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = stubFeedbackApi();
    const user = userEvent.setup();
    renderPage(<ChatbotFeedbackPage />);
    await screen.findByRole('table', { name: 'Chatbot feedback' });

    await user.click(screen.getByRole('button', { name: /Rating/ }));
    await user.click(await screen.findByRole('option', { name: 'Thumbs down only' }));
    await user.type(screen.getByLabelText('Lender code'), 'Silverpine');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => {
      const url = String(fetchMock.mock.calls.at(-1)?.[0]);
      expect(url).toContain('rating=THUMBS_DOWN');
      expect(url).toContain('org=silverpine');
      expect(url).toContain('page=1');
    });
  });
});
