import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import {
  expect,
  expectAccessiblePage,
  expectNoSeriousA11yViolations,
  registerViaApi,
  test,
} from '../fixtures.ts';

test.describe('The login page explains what went wrong', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth/login');
    await expectAccessiblePage(page, 'Log in to your account');
  });

  test('submitting an empty form asks for the email and the password', async ({ page }) => {
    await page.getByRole('button', { name: 'Log in' }).click();

    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Required')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
  });

  test('a malformed email address is refused before anything is sent', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(endpointPath(identityApi.login))) {
        logins.push(request.url());
      }
    });
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('anything');
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(logins).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong password and an unknown email get the same message', async ({ page, request }) => {
    const user = await registerViaApi(request, 'hearth');
    for (const email of [user.email, 'nobody-here@hearth.test']) {
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-2026!');
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page.getByRole('alert')).toContainText('Invalid email or password');
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
    await expectNoSeriousA11yViolations(page);
  });
});
