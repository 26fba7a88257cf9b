import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityBrokerApi } from '@hearth/domain/api/identity-api';
import { expect, expectAccessiblePage, loginAs, registerViaApi, test } from '../fixtures.ts';

test('A visitor who registers sees Dashboard in the header, logs out, and is then sent to login', async ({
  page,
  request,
}) => {
  // Registration goes through the API here; the registration pages arrive with their own issue.
  const user = await registerViaApi(request, 'hearth');
  await loginAs(page, user.jwt);

  await page.goto('/dashboard');
  await expectAccessiblePage(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await header.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  await expectAccessiblePage(page);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('A revoked token no longer opens the dashboard', async ({ page, request }) => {
  const user = await registerViaApi(request, 'hearth');
  const logout = await request.post(endpointPath(identityBrokerApi.logout, { audience: 'customer' }), {
    headers: { authorization: `Bearer ${user.jwt}`, 'x-org': 'hearth' },
  });
  expect(logout.ok()).toBe(true);

  await loginAs(page, user.jwt);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login(\?|$)/);
  expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
});
