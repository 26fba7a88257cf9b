import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { readProfileSummary } from '../lib/profile-summary.ts';
import { Component } from './profile.tsx';

setupJourneyServer(
  http.get(P, () =>
    HttpResponse.json(
      makeApplication({
        property: {
          state: 'OR',
          address: { street1: '1 Alder St', city: 'Portland', state: 'OR', zip: '97205' },
        },
      } as never),
    ),
  ),
);

// APP-016, PRG-089: start/profile (client state `profile` stays on its page).
describe('start/profile', () => {
  it('shows what we hold and what comes next, then leads to start/contact', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderJourneyPage(Component, 'start/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Provide more info' })).toBeInTheDocument();
    expect(await screen.findByText('1 Alder St, Portland, OR 97205')).toBeInTheDocument();
    expect(screen.getByText('pat@hearth.test')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toMatch(/\/start\/contact$/);
  });

  it('reads the profile loosely: missing parts are left out, never shown as "undefined"', () => {
    expect(
      readProfileSummary(
        {
          name: { firstName: 'Pat', middleName: null, lastName: 'Doe' },
          phoneNumbers: [{ number: '(212) 555-0123' }],
        },
        undefined,
      ),
    ).toEqual({ name: 'Pat Doe', email: null, phone: '(212) 555-0123', property: null });
  });
});
