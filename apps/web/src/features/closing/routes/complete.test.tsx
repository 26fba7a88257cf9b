import { applicationApi, documentsApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_UUID,
  appPath,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './complete.tsx';

const STATUS = endpointPath(applicationApi.stepStatus, { uuid: APP_UUID });
const server = setupJourneyServer(
  http.get(appPath(documentsApi.list), () => HttpResponse.json([])),
  http.get(P, () =>
    // Signed on Wednesday 25 November 2026, the day before Thanksgiving, in Los Angeles.
    HttpResponse.json(
      makeApplication({
        rescissionStartDate: '2026-11-25',
        timeZone: 'America/Los_Angeles',
        rate: 9.5,
        originationFee: 2,
      }),
    ),
  ),
);

let statusCalls = 0;
function atStep(serverStep: string) {
  statusCalls = 0;
  server.use(
    http.get(STATUS, () => {
      statusCalls += 1;
      return HttpResponse.json({ serverStep });
    }),
  );
}

beforeEach(() => {
  // A fixed clock: only Date is faked, so Testing Library's waits still run.
  vi.useFakeTimers({ now: new Date('2026-11-28T18:30:00Z'), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

// APP-006: rescission countdown to the exact business-day deadline, then funding status.
describe('complete', () => {
  it('counts down to midnight after the third business day, skipping Thanksgiving and Sunday', async () => {
    atStep('RESCISSION');
    renderJourneyPage(Component, 'complete');
    expect(await screen.findByTestId('rescission-deadline')).toHaveTextContent(
      'until Monday, November 30, 2026 at 11:59 PM (America/Los_Angeles)',
    );
    // 18:30Z on Saturday 28 is 10:30 PST; the right ends at 08:00Z on Tuesday 1 December.
    expect(screen.getByTestId('rescission-remaining')).toHaveTextContent(
      '2 days, 13 hours and 30 minutes left',
    );
    expect(screen.getByTestId('funding-stage')).toHaveTextContent(
      'We send your funds after your right to cancel ends.',
    );
    expect(screen.getByRole('button', { name: 'Cancel this line of credit' })).toBeInTheDocument();
  });

  it('APP-006: counts from the deadline the application reports and the server’s clock, not the device’s', async () => {
    // The sandbox clock runs 20 days ahead of the device; the server says the last day is Monday 30.
    vi.setSystemTime(new Date('2026-11-08T18:30:00Z'));
    atStep('RESCISSION');
    server.use(
      http.get(P, () =>
        HttpResponse.json(
          makeApplication({
            rescissionStartDate: '2026-11-25',
            rescissionDeadline: '2026-11-30',
            rescissionEndsAt: '2026-12-01T10:00:00.000Z',
            serverNow: '2026-11-28T18:30:00.000Z',
            timeZone: 'America/Los_Angeles',
          }),
        ),
      ),
    );
    renderJourneyPage(Component, 'complete');
    expect(await screen.findByTestId('rescission-deadline')).toHaveTextContent(
      'until Monday, November 30, 2026 at 11:59 PM (America/Los_Angeles)',
    );
    // Saturday 10:30 PST on the server's clock: 2 days, 13 hours and 30 minutes to midnight Monday
    // (the device's clock would say 22 days).
    expect(screen.getByTestId('rescission-remaining')).toHaveTextContent(
      /^2 days, 13 hours and 30 minutes left$/,
    );
  });

  it('ends the countdown at the server’s instant when that comes before midnight on the property’s clock', async () => {
    atStep('RESCISSION');
    server.use(
      http.get(P, () =>
        HttpResponse.json(
          makeApplication({
            rescissionDeadline: '2026-11-30',
            rescissionEndsAt: '2026-11-30T20:00:00.000Z',
            serverNow: '2026-11-28T18:30:00.000Z',
            timeZone: 'America/Los_Angeles',
          }),
        ),
      ),
    );
    renderJourneyPage(Component, 'complete');
    expect(await screen.findByTestId('rescission-remaining')).toHaveTextContent(
      /^2 days, 1 hour and 30 minutes left$/,
    );
  });

  it('reads the start from the documents list when the application gives no start date', async () => {
    atStep('RESCISSION');
    server.use(
      http.get(P, () => HttpResponse.json(makeApplication({ timeZone: 'America/Los_Angeles' }))),
      http.get(appPath(documentsApi.list), () =>
        HttpResponse.json([
          { uuid: 'n', type: 'NOTE', signed: true, signedDate: '2026-11-24T18:00:00.000Z', signable: false },
          {
            uuid: 'd',
            type: 'DEED_OF_TRUST',
            signed: true,
            signedDate: '2026-11-25T18:00:00.000Z',
            signable: false,
          },
        ]),
      ),
    );
    renderJourneyPage(Component, 'complete');
    expect(await screen.findByTestId('rescission-deadline')).toHaveTextContent(
      'until Monday, November 30, 2026',
    );
  });

  it('shows the funding status once the window has closed', async () => {
    vi.setSystemTime(new Date('2026-12-01T08:00:00Z'));
    atStep('COMPLETE');
    renderJourneyPage(Component, 'complete');
    expect(await screen.findByText('Your right to cancel has ended.')).toBeInTheDocument();
    expect(await screen.findByTestId('funding-stage')).toHaveTextContent(
      // The initial draw: the 50,000 line net of the 2% fee on the draw (no recording tax in CA).
      'Your line of credit is funded: $49,019.61 was sent to your account.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel this line of credit' })).not.toBeInTheDocument();
    // Funded: the page stays, and the borrower moves on when they choose.
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    // The closed window asks for the step once more, not on every render.
    expect(statusCalls).toBeLessThanOrEqual(2);
  });
});
