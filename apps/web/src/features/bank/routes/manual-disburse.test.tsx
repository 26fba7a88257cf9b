import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { APP_UUID, renderJourneyPage, setupJourneyServer } from '../../../test/journey-server.tsx';
import { Component } from './manual-disburse.tsx';

const server = setupJourneyServer();

async function fillAccount(routing: string, account: string, confirm = account) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Routing number'), routing);
  await user.type(screen.getByLabelText('Account number'), account);
  await user.type(screen.getByLabelText('Confirm account number'), confirm);
  await user.click(screen.getByRole('radio', { name: 'Checking' }));
  return user;
}

// APP-004, APP-026: manual disbursement account.
describe('bank/manual-disburse', () => {
  it('rejects a routing number whose ABA check digit is wrong, at the field, focused', async () => {
    renderJourneyPage(Component, 'bank/manual-disburse');
    const user = await fillAccount('021000022', '123456789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const routing = screen.getByLabelText('Routing number');
    expect(await screen.findByText(/This routing number is not valid/)).toBeInTheDocument();
    expect(routing).toHaveAttribute('aria-invalid', 'true');
    expect(routing).toHaveFocus();
    expect(routing).toHaveAccessibleDescription(/This routing number is not valid/);
  });

  it('requires the account number twice, identical', async () => {
    renderJourneyPage(Component, 'bank/manual-disburse');
    const user = await fillAccount('021000021', '123456789', '123456780');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The account numbers do not match')).toBeInTheDocument();
  });

  it('shows the account by its last 4 only, sends the 007 body and continues the journey', async () => {
    let body: unknown;
    server.use(
      http.post(endpointPath(bankAccountsApi.disbursement, { uuid: APP_UUID }), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({});
      }),
    );
    renderJourneyPage(Component, 'bank/manual-disburse');
    const user = await fillAccount('021000021', '9876543210');
    expect(screen.getByTestId('account-last-four')).toHaveTextContent('Account ending in 3210');
    expect(document.body.textContent).not.toContain('9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(body).toEqual({
      source: 'MANUAL',
      routingNumber: '021000021',
      accountNumber: '9876543210',
      accountType: 'CHECKING',
    });
  });

  it('keeps what was typed when the server fails, and sends again on retry', async () => {
    let calls = 0;
    server.use(
      http.post(endpointPath(bankAccountsApi.disbursement, { uuid: APP_UUID }), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: ['Bank service unavailable'] }, { status: 503 })
          : HttpResponse.json({});
      }),
    );
    renderJourneyPage(Component, 'bank/manual-disburse');
    const user = await fillAccount('021000021', '9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank service unavailable');
    expect(screen.getByLabelText('Account number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
  });
});
