import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { AuditTrailSection } from './audit-trail-section.tsx';

const UUID = '44444444-4444-4444-8444-444444444444';
const PATH = endpointPath(opsFileApi.auditTrail, { uuid: UUID });
const TOTAL = 45;

function event(n: number) {
  return {
    seq: n,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    action: `ops.action-${n}`,
    actorType: 'STAFF',
    actorUuid: null,
    entityType: 'application',
    entityUuid: UUID,
    payload: {},
    ip: null,
    occurredAt: new Date(Date.UTC(2026, 0, 1, 0, TOTAL - n)).toISOString(),
    hash: 'h',
  };
}

function auditPage(page: number) {
  const start = (page - 1) * 20 + 1;
  const count = Math.min(20, TOTAL - start + 1);
  return () =>
    jsonResponse(200, {
      items: Array.from({ length: count }, (_, i) => event(start + i)),
      page,
      pageSize: 20,
      total: TOTAL,
    });
}

afterEach(() => vi.unstubAllGlobals());

describe('AuditTrailSection', () => {
  it('pages through a long trail, saying where it is, with the focus on the button pressed', async () => {
    setToken('aaa.bbb.ccc');
    const sent = stubApi({ [`GET ${PATH}`]: [auditPage(1), auditPage(2), auditPage(3)] });
    const user = userEvent.setup();
    renderPage(<AuditTrailSection applicationUuid={UUID} />);
    expect(await screen.findByText('Events 1–20 of 45, newest first.')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Audit trail pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');

    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(await screen.findByText('Events 21–40 of 45, newest first.')).toBeVisible();
    expect(screen.getByText('ops.action-21', { exact: false })).toBeVisible();
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(next).toHaveFocus();

    await user.click(next);
    expect(await screen.findByText('Events 41–45 of 45, newest first.')).toBeVisible();
    expect(pager).toHaveTextContent('Page 3 of 3');
    // The last page: "Next page" says it goes nowhere, yet keeps the focus.
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);

    const previous = screen.getByRole('button', { name: 'Previous page' });
    await user.click(previous);
    expect(await screen.findByText('Events 21–40 of 45, newest first.')).toBeVisible();
    expect(previous).toHaveFocus();
    // Nothing asked past the last page; page 2 came back from what was already read.
    await waitFor(() => expect(sent.map((call) => call.query.get('page'))).toEqual(['1', '2', '3']));
  });
});
