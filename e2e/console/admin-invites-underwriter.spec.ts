import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import {
  freshTotpCode,
  SANDBOX_ADMIN,
  signIn,
  submitFreshCode,
  uniqueStaffEmail,
} from './console-helpers.ts';

// Codes are accepted once per 30-second step: the second sign-in waits for the next one.
test.setTimeout(180_000);

const UNDERWRITER_PASSWORD = 'a long underwriter passphrase 2026';

test('an ADMIN invites an UNDERWRITER, who enrols, signs in again, and loses the session when disabled', async ({
  page,
  browser,
}) => {
  const email = uniqueStaffEmail('underwriter');
  await signIn(page, SANDBOX_ADMIN);

  await test.step('the ADMIN invites an UNDERWRITER', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
    await expectAccessiblePage(page, 'Staff');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /Role/ }).click();
    await page.getByRole('option', { name: 'UNDERWRITER' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email} as UNDERWRITER`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(email);
  });

  const link = await test.step('the link is read from the sandbox tools', async () => {
    await page.getByRole('link', { name: 'Sandbox tools' }).click();
    await expectAccessiblePage(page, 'Sandbox tools');
    const item = page.getByRole('listitem').filter({ hasText: email });
    const href = await item.getByTestId('invitation-link').getAttribute('href');
    expect(href).toMatch(/\/ops\/invitation#token=[A-Za-z0-9_-]+$/);
    return href ?? '';
  });

  // The invitee is another person on another browser.
  const invitee = await browser.newContext();
  const staffPage = await invitee.newPage();
  const secret = await test.step('the UNDERWRITER sets a password and enrols an authenticator', async () => {
    await staffPage.goto(link);
    await expectAccessiblePage(staffPage, 'Accept your invitation');
    // The one-time token leaves the address bar once read.
    await expect(staffPage).toHaveURL(/\/ops\/invitation$/);
    await staffPage.getByLabel('New password').fill('too short');
    await staffPage.getByRole('button', { name: 'Set password and continue' }).click();
    await expect(staffPage.getByText('Use at least 12 characters')).toBeVisible();
    await staffPage.getByLabel('New password').fill(UNDERWRITER_PASSWORD);
    await staffPage.getByRole('button', { name: 'Set password and continue' }).click();

    await expect(staffPage.getByRole('img', { name: /QR code/ })).toBeVisible();
    const shown = (await staffPage.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^[A-Z2-7]{16,}$/);
    await expectAccessiblePage(staffPage, 'Accept your invitation');
    await staffPage.getByLabel('Authentication code').fill(await freshTotpCode(shown));
    await staffPage.getByRole('button', { name: 'Confirm and sign in' }).click();

    const codes = staffPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectAccessiblePage(staffPage, 'Accept your invitation');
    const next = staffPage.getByRole('button', { name: 'Continue to the console' });
    await expect(next).toBeDisabled();
    await staffPage.getByText('I have saved these codes').click();
    await next.click();
    await expect(staffPage.getByTestId('staff-email')).toHaveText(email);
    await expect(staffPage.getByRole('banner')).toContainText('UNDERWRITER');
    // An underwriter's menu has no staff administration.
    await expect(
      staffPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }),
    ).toHaveCount(0);
    // Typed by hand, the page opens but the server refuses its data (a reload keeps the tab's session).
    await staffPage.goto('/ops/staff');
    await expect(staffPage.getByRole('alert').first()).toHaveText('You do not have permission to do this.');
    return shown;
  });

  await test.step('the UNDERWRITER signs out and in again; a wrong code gets a clear message', async () => {
    await staffPage.getByRole('button', { name: 'Sign out' }).click();
    await expect(staffPage).toHaveURL(/\/ops\/sign-in$/);
    await staffPage.getByLabel('Email').fill(email);
    await staffPage.getByLabel('Password').fill(UNDERWRITER_PASSWORD);
    await staffPage.getByRole('button', { name: 'Continue' }).click();
    await staffPage.getByLabel('Authentication code').fill('000000');
    await staffPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(staffPage.getByText('The authentication code is not valid')).toBeVisible();
    await submitFreshCode(staffPage, secret);
    await expect(staffPage.getByTestId('staff-email')).toHaveText(email);
  });

  await test.step("a disabled user's live session gets 401 and lands on sign-in with a message", async () => {
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('button', { name: `Disable ${email}` }).click();
    await expect(page.getByText(`${email} is disabled`)).toBeVisible();

    await staffPage.getByRole('link', { name: 'My account' }).click();
    await expect(staffPage).toHaveURL(/\/ops\/sign-in$/);
    await expect(staffPage.getByText('Your session ended. Sign in again to continue.')).toBeVisible();
  });

  await invitee.close();
});
