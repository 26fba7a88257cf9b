import type { OpsApplicationDetail } from '@hearth/domain/ops/ops-dto';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { EventsSection } from './events-section.tsx';

const UUID = '44444444-4444-4444-8444-444444444444';
// Only what the section reads of the detail.
const DETAIL = {
  application: { uuid: UUID },
  serverStep: 'FRAUD_REVIEW',
  allowedEvents: [
    { event: 'FRAUD_REVIEW_CLEARED', by: 'OPS', to: 'IDENTITY_VERIFICATION' },
    { event: 'CANCELLED_BY_OPS', by: 'OPS', to: 'CANCELLED' },
  ],
} as unknown as OpsApplicationDetail;
const STALE = 'The application has moved on since you loaded it; reload to see where it is now';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: () => Response) {
  setToken('aaa.bbb.ccc');
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('EventsSection', () => {
  it('tells a role without events that it cannot decide, and offers no form', () => {
    renderPage(<EventsSection detail={DETAIL} canSend={false} onSent={() => {}} />);
    expect(screen.getByText('Your role cannot send events or take decisions on a file.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('asks for a reason before sending anything', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderPage(<EventsSection detail={DETAIL} canSend onSent={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A reason of 5 to 500 characters is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the step it showed, and shows a stale 409 as the server said it with a reload', async () => {
    const fetchMock = stubFetch(() => jsonResponse(409, { errors: [STALE] }));
    const onSent = vi.fn();
    const user = userEvent.setup();
    renderPage(<EventsSection detail={DETAIL} canSend onSent={onSent} />);
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'ID matches the photo');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      event: 'FRAUD_REVIEW_CLEARED',
      reason: 'ID matches the photo',
      expectedStep: 'FRAUD_REVIEW',
    });
    await user.click(screen.getByRole('button', { name: 'Reload the file' }));
    expect(onSent).toHaveBeenCalled();
  });

  it('proposes a cancel with its HMDA outcome and says it waits for a manager', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse(202, { uuid: UUID, event: 'CANCELLED_BY_OPS', status: 'PENDING', proposedBy: UUID }),
    );
    const user = userEvent.setup();
    renderPage(<EventsSection detail={DETAIL} canSend onSent={() => {}} />);
    await user.click(screen.getByRole('button', { name: /Event/ }));
    // Where each event leads reads as the step's words, as the pipeline and the summary say it.
    expect(
      await screen.findByRole('option', { name: 'FRAUD_REVIEW_CLEARED → Identity verification' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('option', { name: /^CANCELLED_BY_OPS → Cancelled/ }));
    await user.click(screen.getByRole('button', { name: /HMDA action taken/ }));
    await user.click(await screen.findByRole('option', { name: 'Closed for incompleteness' }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Borrower stopped answering');
    await user.click(screen.getByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Proposed — waiting for a manager’s approval')).toBeVisible();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toMatchObject({
      event: 'CANCELLED_BY_OPS',
      detail: { hmdaOutcome: 'INCOMPLETE' },
    });
  });
});
