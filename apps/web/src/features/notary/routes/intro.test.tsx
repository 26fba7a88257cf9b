import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  STATUS,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './intro.tsx';

const server = setupJourneyServer();

// APP-013, PRG-084, ERR-010: the geo-location alert 'Why we need your location' before e-signing.
describe('notary/intro', () => {
  it('explains why location is needed before the online session and waits for it', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ serverStep: 'DEED_SIGNING' })));
    let deny: () => void = () => {};
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, error: PositionErrorCallback) => {
          deny = () => error({ code: 1 } as GeolocationPositionError);
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderJourneyPage(Component, 'notary/intro');
    await user.click(await screen.findByRole('button', { name: 'Start online session' }));
    expect(await screen.findByRole('dialog', { name: 'Why we need your location' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share my location' }));
    deny();
    expect(await screen.findByText('Location services are turned off')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    expect(router.state.location.pathname).toMatch(/notary\/intro$/);
  });

  it('asks for the notary disclosure when that is the step', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ serverStep: 'NOTARY_DISCLOSURE' })));
    renderJourneyPage(Component, 'notary/intro');
    expect(await screen.findByRole('button', { name: 'I understand, continue' })).toBeInTheDocument();
  });

  it('says the notary is finishing while the e-notary session ends, without offering a new one', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ serverStep: 'E_NOTARY_SESSION' })));
    renderJourneyPage(Component, 'notary/intro');
    expect(await screen.findByText('Your notary is finishing your deed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start online session' })).toBeNull();
  });
});
