import { notaryApi } from '@hearth/domain/api/notary-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { appPath, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './schedule-manual.tsx';

const booked: unknown[] = [];
const froms: string[] = [];
setupJourneyServer(
  http.get(appPath(notaryApi.slots), ({ request }) => {
    froms.push(new URL(request.url).searchParams.get('from') ?? '');
    // A borrower in Hawaii: 9:00 and 13:00 HST on Tuesday 24 November 2026 (19:00Z, 23:00Z).
    return HttpResponse.json({
      timeZone: 'Pacific/Honolulu',
      slots: [
        { start: '2026-11-24T23:00:00.000Z', end: '2026-11-25T00:00:00.000Z' },
        { start: '2026-11-24T19:00:00.000Z', end: '2026-11-24T20:00:00.000Z' },
        { start: '2026-11-25T19:00:00.000Z', end: '2026-11-25T20:00:00.000Z' },
      ],
    });
  }),
  http.post(appPath(notaryApi.bookManual), async ({ request }) => {
    booked.push(await request.json());
    return HttpResponse.json({});
  }),
);

// APP-013: manual notary slots in the borrower's time zone, within notary hours.
describe('notary/schedule-manual', () => {
  it('shows the slots on the borrower’s clock, grouped by their day, and books the chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'notary/schedule-manual');
    expect(await screen.findByTestId('slot-zone')).toHaveTextContent(
      'Times are shown in Hawaii-Aleutian Standard time (HST), the time zone of your home.',
    );
    expect(screen.getByTestId('slot-zone')).not.toHaveTextContent('Pacific/Honolulu');
    // Reached by a choice on notary/intro: Back leads there.
    expect(screen.getByRole('link', { name: 'Back to notary options' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/notary\/intro$/),
    );
    expect(screen.getByRole('group', { name: 'Tuesday, November 24' })).toBeInTheDocument();
    const morning = screen.getByRole('radio', { name: 'Tuesday, November 24 9:00 AM' });
    expect(screen.getByRole('radio', { name: 'Tuesday, November 24 1:00 PM' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wednesday, November 25 9:00 AM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('Please choose a time')).toBeInTheDocument();
    expect(morning).toHaveFocus();
    await user.click(morning);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(booked).toEqual([{ slotStart: '2026-11-24T19:00:00.000Z' }]);
  });

  it('asks for later dates from the day after the last slot, in the borrower’s zone', async () => {
    const user = userEvent.setup({ delay: null });
    froms.length = 0;
    renderJourneyPage(Component, 'notary/schedule-manual');
    await user.click(await screen.findByRole('button', { name: 'Show later dates' }));
    expect(await screen.findByTestId('slot-zone')).toBeInTheDocument();
    expect(froms.at(-1)).toBe('2026-11-26');
  });
});
