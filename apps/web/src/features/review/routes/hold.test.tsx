import { valuationApi } from '@hearth/domain/api/valuation-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { applicationHandler, makeValuation, recordPosts } from '../../../test/review-server.ts';
import { Component } from './hold.tsx';

const server = setupJourneyServer(applicationHandler);

function answerValuation(overrides: Parameters<typeof makeValuation>[0]) {
  server.use(http.get(appPath(valuationApi.get), () => HttpResponse.json(makeValuation(overrides))));
}

describe('APP-021: hold (onsite appraisal)', () => {
  it('PRG-087: the fee, the account it is taken from, a required authorization, then the order', async () => {
    answerValuation({ serverStep: 'ONSITE_APPRAISAL_PAYMENT' });
    const post = recordPosts(valuationApi.payAppraisal, 'ONSITE_APPRAISAL_PENDING');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'hold');
    expect(await screen.findByText('Appraisal fee: $550')).toBeInTheDocument();
    expect(screen.getByText("We'll take it once from your account ending in 6789.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay and order the appraisal' }));
    expect(await screen.findByText('Please authorize the payment to continue')).toBeInTheDocument();
    expect(post.bodies).toEqual([]);
    await user.click(
      screen.getByRole('checkbox', { name: /debit \$550 once from my account ending in 6789/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay and order the appraisal' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ authorized: true }]);
  });

  it('PRG-087: without an account on file it asks the borrower to call', async () => {
    answerValuation({ serverStep: 'ONSITE_APPRAISAL_PAYMENT', paymentAccountMask: null });
    renderJourneyPage(Component, 'hold');
    expect(await screen.findByText(/Please call us to pay/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and order the appraisal' })).not.toBeInTheDocument();
  });

  it('PRG-087: once paid, the appraisal is being scheduled, with its order', async () => {
    answerValuation({
      serverStep: 'ONSITE_APPRAISAL_PENDING',
      order: { kind: 'APPRAISAL', vendorReference: 'APR-1A2B', orderedAt: '2026-10-02T15:00:00.000Z' },
    });
    renderJourneyPage(Component, 'hold');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your appraisal is being scheduled' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ordered on October 2, 2026, reference APR-1A2B.')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('has no serious axe violation while paying', async () => {
    answerValuation({ serverStep: 'ONSITE_APPRAISAL_PAYMENT' });
    renderJourneyPage(Component, 'hold');
    await screen.findByText('Appraisal fee: $550');
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});

describe('hold in Spanish', () => {
  it('notes beside the payment authorization that the English version governs', async () => {
    answerValuation({ serverStep: 'ONSITE_APPRAISAL_PAYMENT' });
    await switchLanguageForTest('es');
    renderJourneyPage(Component, 'hold');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
  });
});
