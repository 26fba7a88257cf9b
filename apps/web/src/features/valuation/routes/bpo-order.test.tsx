import { valuationApi } from '@hearth/domain/api/valuation-api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { applicationHandler, recordPosts } from '../../../test/review-server.ts';
import { Component as BpoCondition } from './bpo-condition.tsx';
import { Component as BpoOrder } from './bpo-order.tsx';

const server = setupJourneyServer(applicationHandler);
const AUTHORIZE = /I authorize Hearth Home Lending to order a broker price opinion/;

describe('bpo/condition (Texas)', () => {
  it('PRG-078, PRG-106: every condition question and the authorization are required, at their fields', async () => {
    const post = recordPosts(valuationApi.orderBpo, 'NAV_BPO_ORDERED');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(BpoCondition, 'bpo/condition');
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText("Please choose your home's overall condition")).toBeInTheDocument();
    expect(screen.getAllByText('Please answer yes or no')).toHaveLength(2);
    expect(screen.getByText('Please authorize the broker price opinion to continue')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Excellent/ })).toHaveFocus());
    expect(post.bodies).toEqual([]);
  });

  it('PRG-078: a "yes" asks for the details; the answers go with the order', async () => {
    const post = recordPosts(valuationApi.orderBpo, 'NAV_BPO_ORDERED');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(BpoCondition, 'bpo/condition');
    await user.click(screen.getByRole('radio', { name: /Good: well kept/ }));
    const [updatesYes, repairsYes] = screen.getAllByRole('radio', { name: 'Yes' });
    const [, repairsNo] = screen.getAllByRole('radio', { name: 'No' });
    if (!updatesYes || !repairsYes || !repairsNo) {
      throw new Error('yes/no radios missing');
    }
    await user.click(updatesYes);
    await user.click(repairsNo);
    await user.click(screen.getByRole('checkbox', { name: AUTHORIZE }));
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText('Please describe them briefly')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What did you update?'), 'New roof in 2022');
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([
      {
        condition: {
          overallCondition: 'GOOD',
          recentUpdates: true,
          updateDetails: 'New roof in 2022',
          repairsNeeded: false,
          repairDetails: '',
        },
        authorized: true,
      },
    ]);
  });

  it('has the support phone and no serious axe violation', async () => {
    renderJourneyPage(BpoCondition, 'bpo/condition');
    expect(
      screen.getByRole('heading', { level: 1, name: "Tell us about your home's condition" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Texas law requires an independent valuation/)).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});

describe('bpo/order-bpo', () => {
  it('PRG-078: asks only the authorization, then orders', async () => {
    const post = recordPosts(valuationApi.orderBpo, 'NAV_BPO_ORDERED');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(BpoOrder, 'bpo/order-bpo');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(
      await screen.findByText('Please authorize the broker price opinion to continue'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: AUTHORIZE }));
    await user.click(screen.getByRole('button', { name: 'Order the valuation' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ authorized: true }]);
    await expectNoSeriousAxeViolations();
  });
});

describe('bpo/order-bpo in Spanish', () => {
  it('notes beside the authorization that the English version governs', async () => {
    await switchLanguageForTest('es');
    renderJourneyPage(BpoOrder, 'bpo/order-bpo');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
  });
});
