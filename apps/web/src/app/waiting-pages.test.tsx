import { endpointPath } from '@hearth/domain/api/endpoint';
import { liensApi } from '@hearth/domain/api/liens-api';
import { valuationApi } from '@hearth/domain/api/valuation-api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { Component as PayoffHold } from '../features/liens/routes/payoff-hold.tsx';
import { Component as IncorrectOwnership } from '../features/property/routes/incorrect-ownership.tsx';
import { Component as Delinquency } from '../features/review/routes/delinquency.tsx';
import { Component as MerchantReview } from '../features/review/routes/merchant-review.tsx';
import { Component as Timeout } from '../features/review/routes/timeout.tsx';
import { Component as UnderwritingReview } from '../features/review/routes/underwriting-review.tsx';
import { Component as BpoHold } from '../features/valuation/routes/bpo-hold.tsx';
import { Component as BpoWaiting } from '../features/valuation/routes/bpo-waiting.tsx';
import { Component as FloodCert } from '../features/valuation/routes/flood-cert.tsx';
import {
  APP_UUID,
  appPath,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  STATUS,
  setupJourneyServer,
} from '../test/journey-server.tsx';
import { applicationHandler, makeLiens, makeValuation } from '../test/review-server.ts';

const server = setupJourneyServer(
  applicationHandler,
  http.get(STATUS, () => HttpResponse.json({ serverStep: 'NAV_BPO_PROCESSING' })),
  http.get(endpointPath(liensApi.get, { uuid: APP_UUID }), () =>
    HttpResponse.json(makeLiens({ serverStep: 'PAYOFF_REQUEST_PENDING' })),
  ),
  http.get(appPath(valuationApi.get), () =>
    HttpResponse.json(
      makeValuation({
        serverStep: 'NAV_BPO_PROCESSING',
        order: { kind: 'BPO', vendorReference: 'BPO-7F3A', orderedAt: '2026-10-02T15:00:00.000Z' },
      }),
    ),
  ),
);

/** The pages where the borrower waits on us or a vendor: what happens next and when, and who to call. */
const WAITING_PAGES: [string, string, ComponentType, string, RegExp][] = [
  [
    'APP-017, OP-35',
    'review-app/uw',
    UnderwritingReview,
    'An underwriter is reviewing your application',
    /1 to 2 business days/,
  ],
  [
    'PRG-064',
    'review-app/delinquency',
    Delinquency,
    "We're reviewing a late payment",
    /90 or more days late/,
  ],
  [
    'APP-017',
    'review-app/incorrect-ownership',
    IncorrectOwnership,
    "We couldn't confirm you own this property",
    /deed/,
  ],
  [
    'PRG-081, APP-018',
    'error/timeout',
    Timeout,
    'This is taking longer than usual',
    /Our team has been told/,
  ],
  [
    'PRG-065, APP-008',
    'error/flood-cert',
    FloodCert,
    "We're waiting on your flood certificate",
    /flood zone determination/,
  ],
  ['APP-020', 'bpo/waiting', BpoWaiting, "We're waiting for the broker", /accept it/],
  [
    'PRG-096, OP-36',
    'merchant/review',
    MerchantReview,
    "We're reviewing recent credit activity",
    /new credit activity/,
  ],
  ['PRG-079', 'bpo/hold', BpoHold, "Your home's valuation is in progress", /3 to 5 business days/],
  ['PRG-077, APP-019', 'payoff/hold', PayoffHold, "We're getting your payoff statements", /payoff amounts/],
];

describe('the waiting pages', () => {
  it.each(WAITING_PAGES)(
    '%s: %s says what is going on and what happens next',
    async (_ids, page, Page, title, body) => {
      const user = userEvent.setup({ delay: null });
      renderJourneyPage(Page, page);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByText(body).length).toBeGreaterThan(0);
      expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
      expect(screen.getByRole('link', { name: 'support@hearth.test' })).toHaveAttribute(
        'href',
        'mailto:support@hearth.test',
      );
      expect(await screen.findByText('Application ID: HL-000123')).toBeInTheDocument();
      expect(screen.getByText('Property: 12 Oak St, Portland, OR 97201')).toBeInTheDocument();
      expect(document.title).toBe(`Hearth | ${title}`);
      await expectNoSeriousAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Check my status' }));
      expect(await screen.findByText('journey root')).toBeInTheDocument();
    },
  );

  it('PRG-079: bpo/hold shows when the valuation was ordered and its reference', async () => {
    renderJourneyPage(BpoHold, 'bpo/hold');
    expect(await screen.findByText('Ordered on October 2, 2026, reference BPO-7F3A.')).toBeInTheDocument();
  });

  it('PRG-079: at the final title steps bpo/hold speaks of the title search, not a valuation', async () => {
    server.use(http.get(STATUS, () => HttpResponse.json({ serverStep: 'FINAL_TITLE_PROCESSING' })));
    renderJourneyPage(BpoHold, 'bpo/hold');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We're completing your title search" }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/broker/)).toBeNull();
  });

  it('PRG-077, OFR-010: payoff/hold lists the loans marked for payoff', async () => {
    renderJourneyPage(PayoffHold, 'payoff/hold');
    expect(await screen.findByText('Sandbox County Tax Collector: $4,200')).toBeInTheDocument();
    expect(screen.queryByText(/Sandbox Home Loans:/)).not.toBeInTheDocument();
  });
});
