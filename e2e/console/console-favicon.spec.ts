import { expect, test } from '../fixtures.ts';

test('the console declares its own icon, and the server serves it as an image', async ({ page, request }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) {
      missing.push(response.url());
    }
  });
  await page.goto('/ops/sign-in');
  const icon = page.locator('head link[rel="icon"]');
  await expect(icon).toHaveCount(1);
  const href = await icon.getAttribute('href');
  expect(href).toMatch(/^\/ops\/assets\/favicon-[\w-]+\.svg$/);
  const served = await request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/svg+xml');
  expect(await served.text()).toContain('<title id="t">Hearth staff console</title>');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(missing).toEqual([]);
});
