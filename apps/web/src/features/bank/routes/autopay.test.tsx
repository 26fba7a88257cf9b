import { bankAccountsApi } from '@hearth/domain/api/bank-accounts-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  APP_UUID,
  makeApplication,
  P,
  renderJourneyPage,
  STATUS,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { switchLanguageForTest } from '../../../test/language.ts';
import { Component } from './autopay.tsx';

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
    http.post(endpointPath(bankAccountsApi.autopay, { uuid: APP_UUID }), async ({ request }) => {
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

describe('bank/autopay while the AutoPay account is enrolled', () => {
  it('keeps the ticked authorization and the busy button until the step moves on, then goes on', async () => {
    const sent = recordAutopay();
    let step = 'AUTOPAY_ACCOUNT';
    let statusReads = 0;
    server.use(
      http.get(STATUS, () => {
        statusReads += 1;
        return HttpResponse.json({ serverStep: step });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/autopay');
    await user.click(await screen.findByRole('checkbox'));
    server.use(
      http.post(endpointPath(bankAccountsApi.autopay, { uuid: APP_UUID }), async ({ request }) => {
        sent.push(await request.json());
        // The write moves the step to VERIFIED_AUTOPAY_ACCOUNT, which a job leaves (PRG-075: same page).
        step = 'VERIFIED_AUTOPAY_ACCOUNT';
        return HttpResponse.json({});
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(statusReads).toBeGreaterThan(0));
    const button = await screen.findByRole('button', { name: 'Submitting' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByText('journey root')).not.toBeInTheDocument();
    step = 'IDENTITY_VERIFICATION';
    expect(await screen.findByText('journey root', {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });
});

describe('bank/autopay in Spanish', () => {
  it('notes in the Reg E authorization that the English version governs', async () => {
    await switchLanguageForTest('es');
    renderJourneyPage(Component, 'bank/autopay');
    const authorization = await screen.findByTestId('reg-e-authorization');
    expect(within(authorization).getByRole('note')).toHaveTextContent(
      'Esta traducción se ofrece para su comodidad. La versión en inglés es la que rige.',
    );
  });

  it('says a server refusal in Spanish', async () => {
    server.use(
      http.post(endpointPath(bankAccountsApi.autopay, { uuid: APP_UUID }), () =>
        HttpResponse.json({ errors: ['Please choose the account'] }, { status: 400 }),
      ),
    );
    await switchLanguageForTest('es');
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'bank/autopay');
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Elija la cuenta.');
  });
});
