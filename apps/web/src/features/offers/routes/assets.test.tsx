import { offersApi } from '@hearth/domain/api/offers-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { makeOffersView } from '../test/offers-fixture.ts';
import { Component } from './assets.tsx';

const LIMITED = makeOffersView({
  subDecision: 'UNVERIFIED_DTI_LIMITED',
  maxDtiUnlimited: 180_000,
  serverStep: 'ASSETS_PREQUAL',
});
const server = setupJourneyServer(
  http.get(P, () => HttpResponse.json(makeApplication({ amount: null, term: null }))),
  http.get(appPath(offersApi.list), () => HttpResponse.json(LIMITED)),
);

// APP-014, PRG-072, OFR-012: product/assets.
describe('product/assets', () => {
  it('OFR-012: shows the income-limited line beside what verified assets could support, and accepts it', async () => {
    let calls = 0;
    server.use(
      http.post(appPath(offersApi.acceptLimited), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: ['Service unavailable'] }, { status: 503 })
          : HttpResponse.json({ serverStep: 'OFFER_SELECTION' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'product/assets');
    expect(
      await screen.findByText('A line of up to $100,000, based on your stated income.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/could support up to \$180,000/)).toBeInTheDocument();
    expect(screen.getByText(/To have your assets considered, call us at/)).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Accept the income-limited offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });

  it('OFR-012: offers no limited line once an amount is set or assets are verified', async () => {
    server.use(
      http.get(P, () =>
        HttpResponse.json(makeApplication({ amount: 50_000, assetDepletion: { complete: true } })),
      ),
    );
    renderJourneyPage(Component, 'product/assets');
    expect(await screen.findByText('This offer is no longer open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the income-limited offer' })).not.toBeInTheDocument();
  });
});
