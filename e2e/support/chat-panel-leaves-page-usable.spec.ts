import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Whether the point is this control's own: nothing (the chat panel) lies over it there. Probed at
 * the control's left end, middle and right end, a few pixels in.
 */
async function uncoveredPoints(control: Locator): Promise<boolean[]> {
  const box = await control.boundingBox();
  if (!box) {
    throw new Error('the control has no box');
  }
  const y = box.y + box.height / 2;
  const xs = [box.x + 3, box.x + box.width / 2, box.x + box.width - 3];
  return control.evaluate(
    (element, points) =>
      points.map(([x, at]) => {
        const hit = document.elementFromPoint(x as number, at as number);
        return hit !== null && element.contains(hit);
      }),
    xs.map((x) => [x, y]),
  );
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat).toBeVisible();
  // The press loads the app (decision 029); the page is the app's once the chat shows.
  await expect(page.locator('html')).toHaveAttribute('data-page-hydrated');
  return chat;
}

test.describe('CHT-002: the open chat panel covers none of the page', () => {
  test('on a desktop the page reflows beside the panel: the step’s Continue stays whole and pressable', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByRole('heading', { level: 1, name: 'Where is the property?' })).toBeVisible();
    const chat = await openChat(page);
    const next = page.getByRole('button', { name: 'Continue' });
    await next.scrollIntoViewIfNeeded();

    const panel = await chat.boundingBox();
    const button = await next.boundingBox();
    expect(panel && button && button.x + button.width <= panel.x).toBe(true);
    expect(await uncoveredPoints(next)).toEqual([true, true, true]);
    // Nothing of the page runs under the panel: no sideways scroll either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Closed, the page has its whole width back.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await expect(chat).toHaveCount(0);
    await expect
      .poll(async () => (await page.locator('main').boundingBox())?.width ?? 0)
      .toBeGreaterThan(1000);
  });

  test('on a phone the sheet leaves room to scroll every control above it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByRole('heading', { level: 1, name: 'Where is the property?' })).toBeVisible();
    const chat = await openChat(page);
    const sheet = await chat.boundingBox();
    expect(sheet).not.toBeNull();
    // The page's last words (the footer's end) can be scrolled above the sheet, as can Continue.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page
      .locator('footer')
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual((sheet?.y ?? 0) + 1);

    const next = page.getByRole('button', { name: 'Continue' });
    await next.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    expect(await uncoveredPoints(next)).toEqual([true, true, true]);
    // Escape lets go of the page too: the sheet closes and the focus returns to the launcher.
    await chat.getByRole('button', { name: 'Close chat' }).focus();
    await page.keyboard.press('Escape');
    await expect(chat).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
  });
});
