import { endpointPath } from '@hearth/domain/api/endpoint';
import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestLeave } from '../../../lib/leave-guard.ts';
import { isLeaveSurveyEnabled, resetLeaveSurvey } from '../../../lib/leave-survey-state.ts';
import { expectNoSeriousAxeViolations } from '../../../test/journey-server.tsx';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { Component as LeaveSurveyBoundary } from './leave-survey-boundary.tsx';

const UUID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const BASE = `/account/heloc/${UUID}`;
const EVENT = apiKey(telemetryApi.event, { context: 'heloc' });

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/dashboard">Dashboard</Link>
      <Link to={BASE}>Next step</Link>
    </>
  );
}

function renderAt(page: string) {
  const api = mockApi({ [EVENT]: () => ({ status: 201, body: {} }) });
  const view = renderRoutes(
    [
      {
        path: '/account/heloc/:uuid',
        children: [
          {
            Component: LeaveSurveyBoundary,
            children: [
              { index: true, element: <h1>Application root</h1> },
              { path: 'product/select', element: <Page name="Offers" /> },
              { path: 'start/contact', element: <Page name="Contact" /> },
            ],
          },
        ],
      },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    `${BASE}/${page}`,
  );
  return { ...api, ...view };
}

beforeEach(() => resetLeaveSurvey());
afterEach(() => resetLeaveSurvey());

describe('the leave-survey (CND-037…040)', () => {
  it('CND-037: leaving product/select for the dashboard asks first; a next step of the journey does not', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('product/select');
    await user.click(await screen.findByRole('link', { name: 'Next step' }));
    expect(await screen.findByRole('heading', { name: 'Application root' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(() => router.navigate(`${BASE}/product/select`));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Before you go' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/product/select`);
    await expectNoSeriousAxeViolations();
  });

  it('CND-037: a page off the list lets the borrower leave without asking', async () => {
    const user = userEvent.setup();
    renderAt('start/contact');
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CND-038/039: answering sends the reason, then goes on after the close delay, and never asks again this session', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderAt('product/select');
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Before you go' });
    await user.click(within(dialog).getByRole('button', { name: 'Send and leave' }));
    expect(within(dialog).getByText('Please choose a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'The line amount is less than I need' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send and leave' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Taking you there…');
    expect(router.state.location.pathname).toBe(`${BASE}/product/select`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const sent = requests.find((request) => `${request.method} ${request.url}` === EVENT);
    expect(sent?.body).toMatchObject({
      event: 'leaveSurveyAnswered',
      applicationUuid: UUID,
      eventProperties: { reason: 'AMOUNT', page: '/product/select' },
    });
    expect(isLeaveSurveyEnabled()).toBe(false);

    await act(() => router.navigate(`${BASE}/product/select`));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('CND-038: closing the survey without an answer still takes the borrower where they were going', async () => {
    const user = userEvent.setup();
    const { router, requests } = renderAt('product/select');
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      requests.some((request) =>
        request.url.includes(endpointPath(telemetryApi.event, { context: 'heloc' })),
      ),
    ).toBe(false);
  });

  it('"Stay on this page" keeps the borrower there and asks again next time', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('product/select');
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(`${BASE}/product/select`);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('dialog', { name: 'Before you go' })).toBeInTheDocument();
  });

  it('CND-040: logout on a survey page asks first and logs out once the survey is closed', async () => {
    const user = userEvent.setup();
    renderAt('product/select');
    await screen.findByRole('heading', { name: 'Offers' });
    const logout = vi.fn();
    act(() => requestLeave(logout));
    await user.click(await screen.findByRole('button', { name: 'Close dialog' }));
    expect(logout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('CND-040: logout elsewhere is not held up', async () => {
    renderAt('start/contact');
    await screen.findByRole('heading', { name: 'Contact' });
    const logout = vi.fn();
    act(() => requestLeave(logout));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
