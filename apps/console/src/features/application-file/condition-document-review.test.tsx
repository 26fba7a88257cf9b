import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { DOCUMENT_REVIEW_MESSAGES } from '@hearth/domain/conditions/document-review';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { ConditionDocumentReview } from './condition-document-review.tsx';

const APPLICATION = '44444444-4444-4444-8444-444444444444';
const CONDITION = '55555555-5555-4555-8555-555555555555';
const DOCUMENT = '66666666-6666-4666-8666-666666666666';
const UPLOAD = { documentUuid: DOCUMENT, uploadedAt: '2026-11-26T07:00:00.000Z', review: 'PENDING' as const };

afterEach(() => vi.unstubAllGlobals());

function renderReview(canManage = true, onReviewed = () => {}) {
  return renderPage(
    <ul>
      <ConditionDocumentReview
        applicationUuid={APPLICATION}
        conditionUuid={CONDITION}
        upload={UPLOAD}
        index={0}
        canManage={canManage}
        onReviewed={onReviewed}
      />
    </ul>,
  );
}

describe('ConditionDocumentReview', () => {
  it('asks for the reason the borrower will read before rejecting', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderReview();
    await user.click(screen.getByRole('button', { name: 'Reject upload 1' }));
    expect(await screen.findByText(DOCUMENT_REVIEW_MESSAGES.reasonRequired)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects with the reason, then lets the file refresh', async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    const onReviewed = vi.fn();
    const user = userEvent.setup();
    renderReview(true, onReviewed);
    await user.type(
      screen.getByRole('textbox', { name: 'Reason to reject upload 1' }),
      'The page is cut off.',
    );
    await user.click(screen.getByRole('button', { name: 'Reject upload 1' }));
    await vi.waitFor(() => expect(onReviewed).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      endpointPath(opsFileApi.rejectDocument, { uuid: APPLICATION, id: CONDITION, documentUuid: DOCUMENT }),
    );
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'The page is cut off.' });
  });

  it('shows the review only, without actions, to a role that does not manage conditions', () => {
    renderReview(false);
    expect(screen.getByText('PENDING')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Accept|Reject/ })).toBeNull();
  });
});
