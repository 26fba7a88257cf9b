import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeApplication, P, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './autopay.tsx';

// Pages driven through many presses: room for the shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const server = setupJourneyServer(
  http.get(P, () =>
    HttpResponse.json(
      makeApplication({ disburseAccount: { routingNumber: '021000021', mask: 'xxxxxx3210' } }),
    ),
  ),
);

function recordAutopay() {
  const sent: unknown[] = [];
  server.use(
    http.post(`${P}/bank/autopay`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({});
    }),
  );
  return sent;
}

// APP-004, APP-026: AUTOPAY with the Reg E authorization, or MANUAL.
describe('bank/autopay', () => {
  it('shows the Reg E authorization for the disbursement account by its last 4 and requires consent', async () => {
    const sent = recordAutopay();
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/autopay');
    expect(await screen.findByTestId('reg-e-authorization')).toHaveTextContent(
      /recurring electronic debits \(ACH\) from your account ending in 3210/,
    );
    expect(screen.getByRole('radio', { name: 'My disbursement account ending in 3210' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please authorize automatic payments to continue')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(sent).toEqual([{ payType: 'AUTOPAY', sameAsDisbursement: true, authorized: true }]);
  });

  it('checks another account like the disbursement form does', async () => {
    recordAutopay();
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/autopay');
    await user.click(await screen.findByRole('radio', { name: 'A different account' }));
    await user.type(screen.getByLabelText('Routing number'), '123456789');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/This routing number is not valid/)).toBeInTheDocument();
    expect(screen.getByText('Please enter your account number')).toBeInTheDocument();
  });

  it('sends MANUAL without asking for an authorization', async () => {
    const sent = recordAutopay();
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/autopay');
    await user.click(await screen.findByRole('radio', { name: /Manual payments/ }));
    expect(screen.queryByTestId('reg-e-authorization')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(sent).toEqual([{ payType: 'MANUAL' }]);
  });
});
