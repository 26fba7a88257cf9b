import { endpointPath } from '@hearth/domain/api/endpoint';
import { liensApi } from '@hearth/domain/api/liens-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  expectNoSeriousAxeViolations,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { applicationHandler, makeLiens, recordPosts } from '../../../test/review-server.ts';
import { Component as LienAttestation } from './lien-attestation.tsx';
import { Component as Liens } from './liens.tsx';

const server = setupJourneyServer(
  applicationHandler,
  http.get(endpointPath(liensApi.get, { uuid: APP_UUID }), () => HttpResponse.json(makeLiens())),
);

describe('APP-012: liens', () => {
  it('PRG-082, OFR-009, OFR-010: each lien with balance and payment; MARKED_FOR_PAYOFF is paid from the line', async () => {
    renderJourneyPage(Liens, 'liens');
    const table = await screen.findByRole('table', { name: 'Liens on your property' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Position', 'Lender or holder', 'Type', 'Balance', 'Monthly payment', 'At closing']);
    const mortgage = within(table).getByRole('row', { name: /Sandbox Home Loans/ });
    expect(mortgage).toHaveTextContent('$336,000');
    expect(mortgage).toHaveTextContent('$1,949');
    expect(mortgage).toHaveTextContent('Stays in place');
    const tax = within(table).getByRole('row', { name: /Sandbox County Tax Collector/ });
    expect(tax).toHaveTextContent('Tax lien');
    expect(tax).toHaveTextContent('Paid off from your line');
    expect(screen.getByText('Total balance: $340,200')).toBeInTheDocument();
    expect(screen.getByText('Paid off at closing: $4,200')).toBeInTheDocument();
    expect(screen.getByText('Your line of credit would be in position 2.')).toBeInTheDocument();
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });

  it('PRG-082: "Yes, these are correct" confirms them', async () => {
    const post = recordPosts(liensApi.confirm, 'WAITING_FOR_INITIAL_OFFERS');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Liens, 'liens');
    await user.click(await screen.findByRole('button', { name: 'Yes, these are correct' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{}]);
  });

  it('PRG-082: a dispute needs a reason of some length, then goes to our team', async () => {
    const post = recordPosts(liensApi.dispute, 'LIEN_POSITION_REVIEW');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Liens, 'liens');
    const toggle = await screen.findByRole('button', { name: 'Something is wrong' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const reason = screen.getByLabelText('What is wrong with these liens?');
    await user.click(screen.getByRole('button', { name: 'Send to our team' }));
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAccessibleDescription(/Please tell us what is wrong with these liens/);
    await user.type(reason, 'paid off');
    await user.click(screen.getByRole('button', { name: 'Send to our team' }));
    expect(
      await screen.findByText('Please tell us a little more (at least 10 characters)'),
    ).toBeInTheDocument();
    await user.type(reason, ' in March 2024');
    await user.click(screen.getByRole('button', { name: 'Send to our team' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ reason: 'paid off in March 2024' }]);
  });

  it('says when no lien was found', async () => {
    server.use(
      http.get(endpointPath(liensApi.get, { uuid: APP_UUID }), () =>
        HttpResponse.json(makeLiens({ liens: [], totalBalance: 0, payoffTotal: 0 })),
      ),
    );
    renderJourneyPage(Liens, 'liens');
    expect(await screen.findByText('We found no liens on your property.')).toBeInTheDocument();
  });
});

describe('merchant/lien-attestation (OP-36)', () => {
  it('PRG-097: lists the new inquiries and requires the statement before sending it', async () => {
    server.use(
      http.get(endpointPath(liensApi.get, { uuid: APP_UUID }), () =>
        HttpResponse.json(
          makeLiens({
            serverStep: 'LIEN_ATTESTATION',
            inquiries: [{ creditor: 'Sandbox Auto Finance', date: '2026-10-02' }],
          }),
        ),
      ),
    );
    const post = recordPosts(liensApi.attest, 'GEN_CLOSING_DISCLOSURE');
    server.use(post.handler);
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(LienAttestation, 'merchant/lien-attestation');
    expect(await screen.findByText('Sandbox Auto Finance, 2026-10-02')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('Please confirm the statement to continue')).toBeInTheDocument();
    expect(post.bodies).toEqual([]);
    await user.click(
      screen.getByRole('checkbox', { name: /no new mortgage, home equity loan, lien or judgment/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(post.bodies).toEqual([{ attested: true }]);
  });

  it('has no serious axe violation', async () => {
    renderJourneyPage(LienAttestation, 'merchant/lien-attestation');
    await screen.findByText('Our team will tell you which inquiries they found if you call us.');
    await screen.findByText('Application ID: HL-000123');
    await expectNoSeriousAxeViolations();
  });
});
