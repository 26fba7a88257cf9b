import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { E2E_BASE_URL } from '../support/e2e-env.ts';
import { SANDBOX_ADMIN, signIn } from './console-helpers.ts';
import { addPasskey, addVirtualAuthenticator } from './passkey-helpers.ts';

// Adding a passkey takes a second authentication code: it may wait for the next 30-second step.
test.setTimeout(180_000);
// A passkey is bound to a domain name, never to an IP address: the console is opened at localhost.
test.use({ baseURL: E2E_BASE_URL.replace('127.0.0.1', 'localhost') });

test('a staff user adds a passkey on My account and signs in with it instead of a code', async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signIn(page, SANDBOX_ADMIN);
  const name = `E2E laptop ${Math.random().toString(36).slice(2, 8)}`;

  await test.step('the passkey is added on My account', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'My account' }).click();
    await expectAccessiblePage(page, 'My account');
    await addPasskey(page, name, SANDBOX_ADMIN.totpSecret);
    const row = page.getByRole('table', { name: 'Your passkeys' }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Never');
    await expectAccessiblePage(page, 'My account');
  });

  await test.step('after the password, the passkey signs in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/ops\/sign-in$/);
    await page.getByLabel('Email').fill(SANDBOX_ADMIN.email);
    await page.getByLabel('Password').fill(SANDBOX_ADMIN.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Authentication code')).toBeFocused();
    await expectAccessiblePage(page, 'Sign in');
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page.getByTestId('staff-email')).toHaveText(SANDBOX_ADMIN.email);
  });

  await test.step('the passkey shows when it was last used', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'My account' }).click();
    const row = page.getByRole('table', { name: 'Your passkeys' }).getByRole('row').filter({ hasText: name });
    await expect(row).not.toContainText('Never');
  });
});
