import { valuationApi } from '@hearth/domain/api/valuation-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { applicationHandler, makeValuation, recordPosts } from '../../../test/review-server.ts';
import { Component } from './estimate-value.tsx';

const server = setupJourneyServer(
  applicationHandler,
  http.get(appPath(valuationApi.get), () => HttpResponse.json(makeValuation())),
);

describe('bpo/estimate-value', () => {
  it('PRG-076, CON-004: shows the 180 valuation cost and sends the typed estimate as dollars', async () => {
    const post = recordPosts(valuationApi.estimate, 'WAITING_FOR_INITIAL_OFFERS');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bpo/estimate-value');
    expect(await screen.findByText(/It may cost \$180\./)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Your estimate of your home's value"), '$450,000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ estimatedValue: 450_000 }]);
  });

  it.each([
    ['', "Please enter your estimate of your home's value"],
    ['0', 'Your estimate must be more than $0'],
    ['abc', "Please enter your estimate of your home's value"],
    ['100000000', 'Please enter an amount under $100,000,000'],
  ])('PRG-076: %j is refused at the field, focused', async (typed, message) => {
    const post = recordPosts(valuationApi.estimate);
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bpo/estimate-value');
    const field = await screen.findByLabelText("Your estimate of your home's value");
    if (typed) {
      await user.type(field, typed);
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/\$/g, '\\$')));
    expect(post.bodies).toEqual([]);
  });

  it('PRG-076: says when the valuation team asked for it (NAV_RESI_EVAL_ESTIMATE); no serious axe violation', async () => {
    server.use(
      http.get(appPath(valuationApi.get), () =>
        HttpResponse.json(makeValuation({ serverStep: 'NAV_RESI_EVAL_ESTIMATE' })),
      ),
    );
    renderJourneyPage(Component, 'bpo/estimate-value');
    expect(await screen.findByText(/Our valuation team asked for your estimate/)).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});
