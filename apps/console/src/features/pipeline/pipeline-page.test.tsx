import { OPS_QUEUE_IDS } from '@hearth/domain/ops/ops-queues';
import type { PipelinePage as Page, PipelineRow, QueueCounts } from '@hearth/domain/ops/pipeline';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import PipelinePage from './pipeline-page.tsx';

const ROW: PipelineRow = {
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
  stepEnteredAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
  assignee: null,
};

const page = (rows: PipelineRow[]): Page => ({
  items: rows,
  page: 1,
  pageSize: 25,
  total: rows.length,
  queueCounts: {
    ...(Object.fromEntries(OPS_QUEUE_IDS.map((queue) => [queue, 0])) as QueueCounts),
    FRAUD_REVIEW: rows.length,
  },
});

/** The feed: one `application-moved` notice, then open until the test ends. */
function feedWithOneMove(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        new TextEncoder().encode(`: heartbeat\n\nevent: application-moved\ndata: {"uuid":"${ROW.uuid}"}\n\n`),
      );
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('PipelinePage', () => {
  it('reads the view from the URL, shows rows with time in step, and sorts through the URL', async () => {
    setToken('aaa.bbb.ccc');
    const lists: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.includes('/pipeline/events')) {
          return new Response(new ReadableStream(), { status: 200 });
        }
        lists.push(url);
        return jsonResponse(200, page([ROW]));
      }),
    );
    const { router } = renderPage(<PipelinePage />, { path: '/pipeline' });
    await router.navigate('/pipeline?q=ada&phase=VERIFICATION_OF_BORROWER');
    const row = (await screen.findByRole('link', { name: '1000000042' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 day 2 hours');
    expect(row).toHaveTextContent('Identity fraud review');
    await vi.waitFor(() => expect(lists.at(-1)).toContain('q=ada'));
    expect(lists.at(-1)).toContain('phase=VERIFICATION_OF_BORROWER');
    expect(screen.getByRole('link', { name: /Identity fraud review/ })).toHaveTextContent('1');
    expect(screen.getByText('More filters (1 in use)')).toBeVisible();

    const table = screen.getByRole('table');
    await userEvent.setup().click(within(table).getByRole('button', { name: /Time in step/ }));
    expect(router.state.location.search).toBe('?q=ada&phase=VERIFICATION_OF_BORROWER&sort=timeInStep');
    await vi.waitFor(() => expect(lists.at(-1)).toContain('sort=timeInStep'));
    expect(within(table).getByRole('columnheader', { name: /Time in step/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('refetches the page in place when the feed says an application moved', async () => {
    setToken('aaa.bbb.ccc');
    let lists = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.includes('/pipeline/events')) {
        expect(new Headers(init.headers).get('authorization')).toBe('Bearer aaa.bbb.ccc');
        return feedWithOneMove();
      }
      lists += 1;
      return jsonResponse(
        200,
        page(lists === 1 ? [ROW] : [{ ...ROW, serverStep: 'FINAL_OFFER', queue: null }]),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<PipelinePage />, { path: '/pipeline' });
    await screen.findByRole('link', { name: '1000000042' });
    expect(await within(screen.getByRole('table')).findByText('Final offer')).toBeVisible();
    expect(lists).toBe(2);
    // The feed's URL carries no token.
    expect(fetchMock.mock.calls.every(([url]) => !String(url).includes('aaa.bbb'))).toBe(true);
  });
});
