import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  P,
  renderJourneyPage,
  setupJourneyServer,
} from '../../../test/journey-server.tsx';
import { Component } from './review.tsx';

// Pages driven through many presses: room for the shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const links: unknown[] = [];
setupJourneyServer(
  http.post(`${P}/income/link`, async ({ request }) => {
    const body = (await request.json()) as { username: string };
    links.push(body);
    return body.username === 'user_good'
      ? HttpResponse.json({})
      : HttpResponse.json({ errors: ['The username or password is incorrect'] }, { status: 422 });
  }),
);

async function logIn(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  renderJourneyPage(Component, 'income/review');
  await user.click(screen.getByRole('button', { name: 'Link bank account' }));
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Search for your bank'), 'evergreen');
  await user.click(within(dialog).getByRole('button', { name: 'Evergreen Credit Union' }));
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return { user, dialog };
}

// APP-009: the sandbox bank-link dialog (pick a bank, log in, choose accounts).
describe('income/review bank link', () => {
  it('links the chosen accounts with user_good and continues the journey', async () => {
    links.length = 0;
    const { user, dialog } = await logIn('user_good', 'pass_good');
    await user.click(within(dialog).getByRole('checkbox', { name: 'High-Yield Savings ending in 1111' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    expect(await screen.findByText('journey root')).toBeInTheDocument();
    expect(links).toEqual([
      {
        institutionId: 'ins_sandbox_evergreen',
        username: 'user_good',
        password: 'pass_good',
        accountIds: ['ins_sandbox_evergreen-checking', 'ins_sandbox_evergreen-savings'],
      },
    ]);
  });

  it('returns to the log-in with the bank’s message for user_bad, password cleared', async () => {
    const { user, dialog } = await logIn('user_bad', 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The username or password is incorrect',
    );
    expect(within(dialog).getByLabelText('Username')).toHaveValue('user_bad');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });

  it('asks for at least one account and for both credentials', async () => {
    const user = userEvent.setup({ delay: null });
    renderJourneyPage(Component, 'income/review');
    await user.click(screen.getByRole('button', { name: 'Link bank account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'First Sandbox Bank' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter your username')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Username'), 'user_good');
    await user.type(within(dialog).getByLabelText('Password'), 'pass_good');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Everyday Checking ending in 0000' }));
    await user.click(within(dialog).getByRole('button', { name: 'Link accounts' }));
    expect(await within(dialog).findByText('Please choose at least one account')).toBeInTheDocument();
    await expectNoSeriousAxeViolations();
  });
});
