import { expect, expectAccessiblePage, test } from '../fixtures.ts';

const TERMS_CHUNK = /\/assets\/terms-[\w-]+\.js$/;

test('A page whose code cannot be loaded is retried, then the error fallback offers support and a retry', async ({
  page,
}) => {
  let attempts = 0;
  await page.route(TERMS_CHUNK, async (route) => {
    attempts += 1;
    await route.abort();
  });

  await page.goto('/terms');

  await expectAccessiblePage(page, 'Sorry, looks like we have hit a snag!');
  expect(attempts).toBeGreaterThan(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('hearth-import-retries'))).toBe('5');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'support@hearth.example', exact: true }),
  ).toBeVisible();

  await page.unroute(TERMS_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectAccessiblePage(page, 'Terms of Use');
});

test('A page served without the lender data says so (ERR-001)', async ({ page }) => {
  await page.route('**/privacy', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="hearth-org">[\s\S]*?<\/script>/,
      '',
    );
    await route.fulfill({ response, body: html });
  });

  await page.goto('/privacy');

  await expect(page.getByText('No private label data found')).toBeVisible();
});
