import { opsAuditApi } from '@hearth/domain/api/audit-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import AuditPage from './audit-page.tsx';

const EVENT = {
  seq: 7,
  uuid: '66666666-6666-4666-8666-666666666666',
  action: 'staff.invited',
  actorType: 'staff',
  actorUuid: '11111111-1111-4111-8111-111111111111',
  entityType: 'staff_invitation',
  entityUuid: null,
  payload: { role: 'UNDERWRITER' },
  ip: null,
  occurredAt: '2026-11-26T07:00:00.000Z',
  hash: 'abc',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubAuditApi() {
  const fetchMock = vi.fn(async (url: string, _init: RequestInit) =>
    url.startsWith(endpointPath(opsAuditApi.export))
      ? new Response('seq,occurred_at\n7,2026-11-26T07:00:00.000Z\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        })
      : jsonResponse(200, { items: [EVENT], page: 1, pageSize: 50, total: 120 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AuditPage', () => {
  it('lists a page of events and pages on', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = stubAuditApi();
    const user = userEvent.setup();
    renderPage(<AuditPage />);
    expect(await screen.findByRole('cell', { name: 'staff.invited' })).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fetchMock.mock.calls.at(-1)?.[0]).toContain('page=2'));
  });

  it('applies the filters the API takes, and says at the field what it refuses', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = stubAuditApi();
    const user = userEvent.setup();
    renderPage(<AuditPage />);
    await screen.findByRole('cell', { name: 'staff.invited' });
    await user.type(screen.getByLabelText('Actor ID'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('actorUuid must be a uuid')).toBeVisible();
    await user.clear(screen.getByLabelText('Actor ID'));
    await user.type(screen.getByLabelText('Action'), 'staff.invited');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
        `${endpointPath(opsAuditApi.list)}?action=staff.invited&page=1&pageSize=50`,
      ),
    );
  });

  it('exports CSV with the token in the header, never in the URL, and saves it as a file', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = stubAuditApi();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:audit');
    // jsdom has no object URLs: the page's own are stood in for, and put back after.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(<AuditPage />);
    await screen.findByRole('cell', { name: 'staff.invited' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const exportCall = fetchMock.mock.calls.find(([url]) => url.startsWith(endpointPath(opsAuditApi.export)));
    expect(exportCall?.[0]).not.toContain('aaa.bbb.ccc');
    expect(new Headers(exportCall?.[1].headers).get('authorization')).toBe('Bearer aaa.bbb.ccc');
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toMatch(/^text\/csv/);
    expect(await blob?.text()).toContain('seq,occurred_at');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
