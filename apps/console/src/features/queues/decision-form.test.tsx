import type { QueueItem } from '@hearth/domain/ops/queue-dto';
import { STEP_MOVED_MESSAGE } from '@hearth/domain/ops/queue-dto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { DecisionForm, PROPOSED_MESSAGE } from './decision-form.tsx';

const ITEM: QueueItem = {
  uuid: '44444444-4444-4444-8444-444444444444',
  loanNumber: '1000000042',
  organizationCode: 'hearth',
  serverStep: 'FRAUD_REVIEW',
  phase: 'VERIFICATION_OF_BORROWER',
  queue: 'FRAUD_REVIEW',
  active: true,
  email: 'a***@hearth.test',
  firstName: 'Ada',
  lastName: 'Fraud',
  sandboxPersona: 'ID_FRAUD',
  propertyState: 'OR',
  amount: 50_000,
  openConditions: 0,
  createdDate: '2026-11-20T10:00:00.000Z',
  updatedDate: '2026-11-25T10:00:00.000Z',
  stepEnteredAt: '2026-11-25T10:00:00.000Z',
  assignee: null,
  actions: [
    { event: 'REVIEW_CLEARED', by: 'OPS', to: 'WAITING_FOR_ID_VERIFICATION', needsChecker: false },
    { event: 'CANCELLED_BY_OPS', by: 'OPS', to: 'CANCELLED', needsChecker: true },
  ],
};

afterEach(() => vi.unstubAllGlobals());

async function choose(event: string, reason: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Decision$/ }));
  await user.click(screen.getByRole('option', { name: new RegExp(`^${event} `) }));
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(screen.getByRole('button', { name: 'Send decision' }));
}

describe('DecisionForm', () => {
  it('asks for a decision and a reason before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<DecisionForm item={ITEM} onDecided={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send decision' }));
    expect(await screen.findByText('Choose the decision to send')).toBeInTheDocument();
    expect(screen.getByText('A reason of 5 to 500 characters is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the event, the reason and the step the user saw, and says where it went', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = vi.fn(async () =>
      jsonResponse(200, {
        uuid: ITEM.uuid,
        event: 'REVIEW_CLEARED',
        from: 'FRAUD_REVIEW',
        to: 'WAITING_FOR_ID_VERIFICATION',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onDecided = vi.fn();
    renderPage(<DecisionForm item={ITEM} onDecided={onDecided} />);
    await choose('REVIEW_CLEARED', 'The photo matches');
    await vi.waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith(
        '1000000042: REVIEW_CLEARED sent; the application moved to WAITING_FOR_ID_VERIFICATION.',
      ),
    );
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      event: 'REVIEW_CLEARED',
      reason: 'The photo matches',
      expectedStep: 'FRAUD_REVIEW',
    });
  });

  it('says a checked decision is proposed, not done', async () => {
    setToken('aaa.bbb.ccc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(202, { status: 'PENDING' })),
    );
    const onDecided = vi.fn();
    renderPage(<DecisionForm item={ITEM} onDecided={onDecided} />);
    await choose('CANCELLED_BY_OPS', 'Borrower asked to stop');
    await vi.waitFor(() =>
      expect(onDecided).toHaveBeenCalledWith(`1000000042: CANCELLED_BY_OPS ${PROPOSED_MESSAGE}.`),
    );
  });

  it("shows a stale decision's 409 as the server says it, with a way to reload", async () => {
    setToken('aaa.bbb.ccc');
    const message = STEP_MOVED_MESSAGE('WAITING_FOR_ID_VERIFICATION');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(409, { errors: [message] })),
    );
    const onDecided = vi.fn();
    renderPage(<DecisionForm item={ITEM} onDecided={onDecided} />);
    await choose('REVIEW_CLEARED', 'The photo matches');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload the queue' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDecided).not.toHaveBeenCalled();
  });
});
