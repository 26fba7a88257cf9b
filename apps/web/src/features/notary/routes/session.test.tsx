import { notaryApi } from '@hearth/domain/api/notary-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appPath, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './session.tsx';

const sent: unknown[] = [];
setupJourneyServer(
  http.post(appPath(notaryApi.startENotary), async ({ request }) => {
    sent.push(await request.json());
    return HttpResponse.json({});
  }),
);

function stubDevice({ camera, location }: { camera: boolean; location: boolean }) {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: {
      getUserMedia: () =>
        camera ? Promise.resolve({ getTracks: () => [] }) : Promise.reject(new Error('denied')),
    },
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, error: PositionErrorCallback) =>
        location ? ok({} as GeolocationPosition) : error({ code: 1 } as GeolocationPositionError),
    },
  });
}

// APP-013, ERR-010: the sandbox e-notary session — device check, identity questions, the deed.
describe('notary/session', () => {
  it('stops at the device check while location is off', async () => {
    stubDevice({ camera: true, location: false });
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'notary/session');
    await user.click(screen.getByRole('button', { name: 'Check my device' }));
    expect(await screen.findByText('Location: not shared')).toBeInTheDocument();
    expect(screen.getByText('Camera and microphone: ready')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Step 1 of 3: Check your device' })).toBeInTheDocument();
    // The way out the message names is a link to the manual notary booking.
    expect(screen.getByRole('link', { name: 'book a notary to come to you' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/notary\/schedule-manual$/),
    );
  });

  it('requires every identity question, then starts the session with the answers', async () => {
    stubDevice({ camera: true, location: true });
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'notary/session');
    await user.click(screen.getByRole('button', { name: 'Check my device' }));
    expect(
      await screen.findByRole('heading', { name: 'Step 2 of 3: Confirm your identity' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Oak Street' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Please answer this question')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'A 2015 sedan' })).toHaveFocus();
    // The second question's "None of these".
    await user.click(screen.getAllByRole('radio', { name: 'None of these' })[1] as HTMLElement);
    await user.click(screen.getByRole('radio', { name: 'River Finance' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Join the session' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(sent).toEqual([{ deviceCheck: true, answers: ['street:oak', 'vehicle:none', 'lender:riverfin'] }]);
    // Many presses through three steps: slow when the machine's two cores are shared.
  }, 20_000);
});
