import { expect, test } from '../fixtures.ts';
import { BorrowerApi } from './journey-api.ts';
import { expectJourneyPage } from './journey-steps.ts';

interface Shift {
  value: number;
  sources: string[];
}

/**
 * Lighthouse CLS: on a phone over a slow network the page's parts arrive in any order —
 * the header's signed-in buttons, the application (the progress sidebar), the offers. None of them
 * may move what is already on screen.
 */
test('a journey page on a slow phone connection paints without moving what is already shown', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const borrower = await BorrowerApi.create(page.request, 'Lovelace');
  await borrower.waitForStep('OFFER_SELECTION');
  await borrower.signIn(page);
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (!entry.hadRecentInput) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map(
              (source) => (source.node as Element | undefined)?.outerHTML.slice(0, 120) ?? '?',
            ),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  // Lighthouse's slow 4G: 150 ms round trips, 1.6 Mbit/s down.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await page.goto(`${borrower.rootPath}/product/select`);
  await expectJourneyPage(page, 'product/select', 'Choose your offer');
  await expect(page.getByRole('slider', { name: 'Line amount' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('complementary', { name: 'Your application' })).toBeVisible();
  await page.waitForTimeout(1_000);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  expect(shifts).toEqual([]);
  await context.close();
});
