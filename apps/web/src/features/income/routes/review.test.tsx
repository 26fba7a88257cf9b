import { incomeApi } from '@hearth/domain/api/income-api';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  appPath,
  expectNoSeriousAxeViolations,
  makeApplication,
  P,
  renderJourneyPage,
  STATUS,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './review.tsx';

const BANKS = [
  { id: 'ins_sandbox_first', name: 'First Sandbox Bank' },
  { id: 'ins_sandbox_evergreen', name: 'Evergreen Credit Union' },
  { id: 'ins_sandbox_harbor', name: 'Harbor Savings' },
];
const ACCOUNTS = (id: string) => [
  { accountId: `${id}-checking`, name: 'Everyday Checking', type: 'CHECKING', mask: '0000' },
  { accountId: `${id}-savings`, name: 'High-Yield Savings', type: 'SAVINGS', mask: '1111' },
];
const searches: (string | null)[] = [];
const logins: unknown[] = [];
const shares: unknown[] = [];
// The sandbox link provider as the server serves it (007): the banks, the log-in, the account choice.
const server = setupJourneyServer(
  http.get(appPath(incomeApi.institutions), ({ request }) => {
    const query = new URL(request.url).searchParams.get('query');
    searches.push(query);
    const needle = (query ?? '').toLowerCase();
    return HttpResponse.json({
      institutions: BANKS.filter((bank) => bank.name.toLowerCase().includes(needle)),
    });
  }),
  http.post(appPath(incomeApi.logIn), async ({ request }) => {
    const body = (await request.json()) as { institutionId: string; username: string };
    logins.push(body);
    return body.username === 'user_good'
      ? HttpResponse.json({
          linkId: 'LNK-BANK-test',
          institutionName: 'Evergreen Credit Union',
          accounts: ACCOUNTS(body.institutionId),
        })
      : HttpResponse.json({ errors: ['The username or password is incorrect'] }, { status: 422 });
  }),
  http.post(appPath(incomeApi.linkAccounts), async ({ request }) => {
    shares.push(await request.json());
    return HttpResponse.json({});
  }),
);

afterEach(() => {
  // A busy button announces itself through React Aria's live announcer, which outlives the page it
  // named for a few seconds; the next test's axe check would find its reference to a removed button.
  for (const announcer of document.querySelectorAll('[data-live-announcer]')) {
    announcer.replaceChildren();
  }
});

beforeEach(() => {
  searches.length = 0;
  logins.length = 0;
  shares.length = 0;
});

async function openDialog() {
  const user = userEvent.setup({ delay: null });
  renderJourneyPage(Component, 'income/review');
  await user.click(screen.getByRole('button', { name: 'Link bank account' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

async function logIn(username: string, password: string) {
  const { user, dialog } = await openDialog();
  await within(dialog).findByRole('button', { name: 'First Sandbox Bank' });
  await user.type(within(dialog).getByLabelText('Search for your bank'), 'evergreen');
  // The list narrows to what the provider found for the search.
  await waitForElementToBeRemoved(() => within(dialog).queryByRole('button', { name: 'First Sandbox Bank' }));
  await user.click(within(dialog).getByRole('button', { name: 'Evergreen Credit Union' }));
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return { user, dialog };
}

// APP-009: the sandbox bank-link dialog (pick a bank, log in, choose accounts).
describe('income/review bank link', () => {
  it('links the accounts the bank offered at the log-in with user_good and continues the journey', async () => {
    const { user, dialog } = await logIn('user_good', 'pass_good');
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'High-Yield Savings ending in 1111' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(searches).toEqual([null, 'evergreen']);
    expect(logins).toEqual([
      { institutionId: 'ins_sandbox_evergreen', username: 'user_good', password: 'pass_good' },
    ]);
    expect(shares).toEqual([
      {
        linkId: 'LNK-BANK-test',
        accountIds: ['ins_sandbox_evergreen-checking', 'ins_sandbox_evergreen-savings'],
      },
    ]);
  });

  it('says the income is being checked, busy, from the link until the verified step opens the next page', async () => {
    let step = 'INCOME_VERIFICATION';
    server.use(
      http.get(STATUS, () => HttpResponse.json({ serverStep: step })),
      http.get(P, () => HttpResponse.json(makeApplication())),
    );
    const { user, dialog } = await logIn('user_good', 'pass_good');
    await within(dialog).findByRole('checkbox', { name: 'High-Yield Savings ending in 1111' });
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    // The job verifies the income at the same step (APP-009): the page says so while it waits.
    expect(await screen.findByRole('status')).toHaveTextContent(/We are checking your income now/);
    expect(screen.getByRole('button', { name: 'Link bank account' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText('journey root')).not.toBeInTheDocument();
    step = 'DISBURSEMENT_ACCOUNT';
    expect(await screen.findByText('journey root', {}, { timeout: 8_000 })).toBeInTheDocument();
  });

  it('stays at the log-in with the bank’s message for user_bad, password cleared', async () => {
    const { dialog } = await logIn('user_bad', 'pass_good');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('user_bad');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });

  it('keeps both credentials when the log-in did not get through', async () => {
    server.use(
      http.post(
        appPath(incomeApi.logIn),
        () => HttpResponse.json({ errors: ['Bad gateway'] }, { status: 502 }),
        {
          once: true,
        },
      ),
    );
    const { user, dialog } = await logIn('user_good', 'pass_good');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not log you in to your bank.',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveValue('pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Choose the accounts to share')).toBeInTheDocument();
  });

  it('asks for at least one account and for both credentials', async () => {
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'First Sandbox Bank' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter your username')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.click(
      await within(dialog).findByRole('checkbox', { name: 'Everyday Checking ending in 0000' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    expect(await within(dialog).findByText('Please choose at least one account')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });

  it('shows the banks loading, then says when none matches what was typed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        appPath(incomeApi.institutions),
        async () => {
          await answered;
          return HttpResponse.json({ institutions: BANKS });
        },
        { once: true },
      ),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Looking for banks');
    answer();
    expect(await within(dialog).findByRole('button', { name: 'Harbor Savings' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Search for your bank'), 'credit union of nowhere');
    expect(await within(dialog).findByText('No bank matches "credit union of nowhere".')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(dialog).queryByRole('list', { name: 'Banks' })).not.toBeInTheDocument();
  });

  it('says when the search failed, keeps what was typed, and searches again on retry', async () => {
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: 'First Sandbox Bank' });
    server.use(
      http.get(
        appPath(incomeApi.institutions),
        () => HttpResponse.json({ errors: ['The bank directory is not answering'] }, { status: 502 }),
        { once: true },
      ),
    );
    await user.type(within(dialog).getByLabelText('Search for your bank'), 'harbor');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the list of banks.');
    expect(alert).toHaveTextContent('The bank directory is not answering');
    expect(within(dialog).getByLabelText('Search for your bank')).toHaveValue('harbor');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Harbor Savings' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'First Sandbox Bank' })).not.toBeInTheDocument();
  });
});
