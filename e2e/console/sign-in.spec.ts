import { expect, expectAccessiblePage, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { SANDBOX_ADMIN, submitFreshCode } from './console-helpers.ts';

// Codes are accepted once per 30-second step: a test may wait for the next step.
test.setTimeout(120_000);

test('the sandbox ADMIN signs in by keyboard alone, sees the shell, and signs out', async ({ page }) => {
  await page.goto('/ops/');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await expectAccessiblePage(page, 'Sign in');

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(SANDBOX_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(SANDBOX_ADMIN.password);
  await page.keyboard.press('Enter');

  const code = page.getByLabel('Authentication code');
  await expect(code).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type('000000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The authentication code is not valid')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await submitFreshCode(page, SANDBOX_ADMIN.totpSecret, { keyboard: true });
  await expect(page.getByTestId('staff-email')).toHaveText(SANDBOX_ADMIN.email);
  await expect(page.getByRole('banner')).toContainText('ADMIN');
  await expectAccessiblePage(page);

  // After a fresh load the skip link is the keyboard's first stop, and leads into the page.
  await page.reload();
  await expect(page.getByTestId('staff-email')).toHaveText(SANDBOX_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // The token is gone: the console's pages send the visitor back to sign in.
  await page.goto('/ops/account');
  await expect(page).toHaveURL(/\/ops\/sign-in$/);
});
