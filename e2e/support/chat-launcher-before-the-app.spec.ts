import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

// Decision 029: a visitor's register-v2 page arrives rendered by the server and loads the app on the
// first touch. "Chat with us" pressed before the app has taken the page over is pressed again once
// it has, so the chat opens instead of the press being lost.
test.use({ viewport: { width: 390, height: 844 } });

test('CHT-001: “Chat with us” pressed on a visitor’s register-v2 page before the app has taken over opens the chat', async ({
  page,
}) => {
  // The app's scripts are held until the press has happened: the page is the server's until then.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let heldScripts = 0;
  await page.route('**/assets/*.js', async (route) => {
    heldScripts += 1;
    await released;
    await route.continue();
  });

  await page.goto('/account/heloc/register-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'Where is the property?' })).toBeVisible();
  // Nothing of the app is fetched before the visitor reaches for the page.
  expect(heldScripts).toBe(0);

  await page.getByRole('button', { name: 'Chat with us' }).click();
  // The press is what started loading the app, and the app has not taken the page over yet.
  await expect.poll(() => heldScripts).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-page-hydrated');
  await expect(page.getByRole('dialog', { name: 'Chat with us' })).toHaveCount(0);

  release();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated');
  await expectNoSeriousA11yViolations(page);

  // Pressed once: the chat stays open (the held press is not pressed twice).
  await expect(chat).toBeVisible();
});
