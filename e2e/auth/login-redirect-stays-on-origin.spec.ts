import type { Page } from '@playwright/test';
import { expect, expectAccessiblePage, registerViaApi, test } from '../fixtures.ts';

async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

test.describe('The login redirect never leaves our origin', () => {
  for (const redirectUrl of [
    '//evil.example',
    'https://evil.example/dashboard',
    '/\\evil.example',
    '/Dashboard',
  ]) {
    test(`logging in with redirectUrl=${redirectUrl} lands on our own /dashboard`, async ({
      page,
      request,
      baseURL,
    }) => {
      const user = await registerViaApi(request, 'hearth');
      await page.goto(`/auth/login?redirectUrl=${encodeURIComponent(redirectUrl)}`);
      await expectAccessiblePage(page);

      await logIn(page, user.email, user.password);

      await expect(page).toHaveURL(`${baseURL}/dashboard`);
      expect(new URL(page.url()).origin).toBe(baseURL);
    });
  }

  test('a redirectUrl of one of our own pages is honoured', async ({ page, request, baseURL }) => {
    const user = await registerViaApi(request, 'hearth');
    await page.goto('/auth/login?redirectUrl=%2Fdashboard%2Fsettings');

    await logIn(page, user.email, user.password);

    await expect(page).toHaveURL(`${baseURL}/dashboard/settings`);
  });
});
