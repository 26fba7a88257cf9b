import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { type ListedStaffProposal, SELF_DECISION_MESSAGE } from '@hearth/domain/ops/staff-proposal';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session-store.ts';
import { jsonResponse, renderPage } from '../../test/render.tsx';
import { DecisionPanel } from './decision-panel.tsx';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PROPOSAL: ListedStaffProposal = {
  uuid: '33333333-3333-4333-8333-333333333333',
  applicationUuid: '44444444-4444-4444-8444-444444444444',
  event: 'CANCELLED_BY_OPS',
  payload: null,
  reason: 'Borrower asked to stop',
  status: 'PENDING',
  proposedBy: OTHER,
  createdAt: '2026-11-26T07:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  loanNumber: '1000000042',
  proposedByEmail: 'maker@hearth.test',
};

afterEach(() => vi.unstubAllGlobals());

describe('DecisionPanel', () => {
  it('disables both buttons on my own proposal and says why', () => {
    renderPage(<DecisionPanel proposal={{ ...PROPOSAL, proposedBy: ME }} myUuid={ME} canCheck />);
    expect(screen.getByText(/You made this proposal/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      /You made this proposal/,
    );
  });

  it('names the file by its loan number, linked to the file', () => {
    renderPage(<DecisionPanel proposal={PROPOSAL} myUuid={ME} canCheck />);
    expect(screen.getByRole('link', { name: '1000000042' })).toHaveAttribute(
      'href',
      '/applications/44444444-4444-4444-8444-444444444444',
    );
    expect(screen.queryByText(/44444444-4444/)).toBeNull();
  });

  it('disables them for a role that does not check', () => {
    renderPage(<DecisionPanel proposal={PROPOSAL} myUuid={ME} canCheck={false} />);
    expect(screen.getByText(/Your role cannot approve or reject proposals/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('asks for a reason of 5 to 500 characters before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<DecisionPanel proposal={PROPOSAL} myUuid={ME} canCheck />);
    await user.type(screen.getByLabelText(/Reason for your decision/), 'ok');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('A reason of 5 to 500 characters is required')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal as it is (the server has the last word)", async () => {
    setToken('aaa.bbb.ccc');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      jsonResponse(403, { errors: [SELF_DECISION_MESSAGE] }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderPage(<DecisionPanel proposal={PROPOSAL} myUuid={ME} canCheck />);
    await user.type(screen.getByLabelText(/Reason for your decision/), 'Checked the file');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SELF_DECISION_MESSAGE);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(endpointPath(opsApi.approveProposal, { id: PROPOSAL.uuid }));
  });

  it('says how it ended once decided, and takes no second decision', async () => {
    setToken('aaa.bbb.ccc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { ...PROPOSAL, status: 'REJECTED', decidedBy: ME })),
    );
    const user = userEvent.setup();
    renderPage(<DecisionPanel proposal={PROPOSAL} myUuid={ME} canCheck />);
    await user.type(screen.getByLabelText(/Reason for your decision/), 'Not enough evidence');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The proposal is now rejected.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
