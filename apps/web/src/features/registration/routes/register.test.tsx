import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  makeCompleteData,
  makeRegisterOrg,
  readStoredData,
  renderRegister,
} from '../test/render-register.tsx';

const CLASSIC = '/account/heloc/register';
const flagOff = () => makeRegisterOrg(false);

describe('RTE-004 classic /register', { timeout: 20_000 }, () => {
  it('starts at the property step with the progress bar on Property Info (REG-002, REG-005)', async () => {
    renderRegister(CLASSIC, { org: flagOff() });
    await screen.findByRole('heading', { level: 1, name: 'Where is the property?' });
    const progress = within(screen.getByRole('navigation', { name: 'Registration progress' }));
    expect(progress.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Property Info',
      'Income Info',
      'Personal Info',
      'Contact Info',
      'Login Info',
    ]);
    expect(progress.getByText('Property Info')).toHaveAttribute('aria-current', 'step');
  });

  it('moves through the sections by the step value, with the same rules', async () => {
    const user = userEvent.setup();
    const data = makeCompleteData({ isListedForSale: null });
    const { location } = renderRegister(`${CLASSIC}?step=sale-status`, { org: flagOff(), data });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: "What's your annual income?" });
    expect(location()).toBe(`${CLASSIC}?step=income-info`);
    expect(readStoredData()?.isListedForSale).toBe(true);
    expect(
      within(screen.getByRole('navigation', { name: 'Registration progress' })).getByText('Income Info'),
    ).toHaveAttribute('aria-current', 'step');
  });

  it('sends a later step back to the first when no street is set (RTE-008)', async () => {
    const { location } = renderRegister(`${CLASSIC}?step=birthdate`, { org: flagOff() });
    await screen.findByRole('heading', { level: 1, name: 'Where is the property?' });
    expect(location()).toBe(CLASSIC);
  });

  it('omits Contact Info when email and phone are known (REG-003)', async () => {
    const data = makeCompleteData();
    data.flags.isEmailPrefilled = true;
    renderRegister(`${CLASSIC}?step=login-info`, { org: flagOff(), data });
    await screen.findByRole('heading', { level: 1, name: 'Create your password' });
    const progress = within(screen.getByRole('navigation', { name: 'Registration progress' }));
    expect(progress.queryByText('Contact Info')).toBeNull();
    expect(progress.getByText('Login Info')).toHaveAttribute('aria-current', 'step');
  });

  it('account-setup asks for the login info; support shows the lender contact', async () => {
    renderRegister(`${CLASSIC}/account-setup`, { org: flagOff(), data: makeCompleteData() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create your password' }),
    ).toBeInTheDocument();
  });

  it('support shows the lender contact', async () => {
    renderRegister(`${CLASSIC}/support`, { org: flagOff() });
    await screen.findByRole('heading', { level: 1, name: 'Registration support' });
    expect(screen.getAllByRole('link', { name: 'support@hearth.test' })[0]).toHaveAttribute(
      'href',
      'mailto:support@hearth.test',
    );
  });
});
