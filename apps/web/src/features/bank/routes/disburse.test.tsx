import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  makeApplication,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './disburse.tsx';

const server = setupJourneyServer();
const LINKED = [
  {
    id: 'lnk-chk',
    name: 'Sandbox Checking',
    mask: 'xxxx6789',
    type: 'CHECKING',
    institutionName: 'First Sandbox Bank',
  },
  {
    id: 'lnk-sav',
    name: 'Sandbox Savings',
    mask: 'xxxx4321',
    type: 'SAVINGS',
    institutionName: 'First Sandbox Bank',
  },
];

// APP-004, APP-026: the disbursement account among the linked ones, each by its last 4.
describe('bank/disburse', () => {
  it('asks to choose one of the linked accounts, then sends it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get(P, () => HttpResponse.json(makeApplication({ linkedAccounts: LINKED }))),
      http.post(endpointPath(bankAccountsApi.disbursement, { uuid: APP_UUID }), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/disburse');
    const savings = await screen.findByRole('radio', { name: /Sandbox Savings ending in 4321/ });
    expect(screen.getByRole('radio', { name: /Sandbox Checking ending in 6789/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please choose an account')).toBeInTheDocument();
    await user.click(savings);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(sent).toEqual([{ source: 'LINKED', accountId: 'lnk-sav' }]);
  });

  it('reads the accounts of the bank link stored in incomeSources (007)', async () => {
    server.use(
      http.get(P, () =>
        HttpResponse.json(
          makeApplication({
            incomeSources: [
              {
                source: 'PLAID_TRANSACTIONS',
                institutionId: 'ins_sandbox_first',
                accounts: [
                  { accountId: 'LNK-chk', name: 'Sandbox Checking', type: 'CHECKING', mask: '6789' },
                ],
              },
            ],
          }),
        ),
      ),
    );
    renderJourneyPage(Component, 'bank/disburse');
    expect(await screen.findByRole('radio', { name: /Sandbox Checking ending in 6789/ })).toBeChecked();
  });

  it('offers manual entry when nothing is linked, and says when the last account failed verification', async () => {
    server.use(
      http.get(P, () =>
        HttpResponse.json(
          makeApplication({
            linkedAccounts: [],
            disburseAccount: { routingNumber: '021000021', mask: '0000', verificationStatus: 'FAILED' },
          }),
        ),
      ),
    );
    renderJourneyPage(Component, 'bank/disburse');
    expect(await screen.findByRole('alert')).toHaveTextContent('the account ending in 0000');
    expect(await screen.findByRole('link', { name: 'Enter account details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/bank\/manual-disburse$/),
    );
  });

  it('offers a retry when the application cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(P, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.error()
          : HttpResponse.json(makeApplication({ linkedAccounts: LINKED }));
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/disburse');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Sandbox Savings/ })).toBeInTheDocument();
  });
});
