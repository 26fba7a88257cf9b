import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from './journey-api.ts';
import { pickOption } from './journey-steps.ts';

/** The heading element the server sent, kept before any script of the page runs. */
const KEEP_SERVER_HEADING = `document.addEventListener('DOMContentLoaded', () => {
  window.__serverHeading = document.querySelector('h1');
});`;

/** Counts the page's own Intl calls made by the after-paint script (its start of ICU). */
const COUNT_PAGE_ICU_START = `window.__pageIcuStarts = 0;
const PageLocale = Intl.Locale;
Intl.Locale = function (...args) {
  if (new Error().stack.includes('hydrate-after-paint.js')) {
    window.__pageIcuStarts += 1;
  }
  return new PageLocale(...args);
};
Intl.Locale.prototype = PageLocale.prototype;`;

test.describe('decision 012: a signed-in page arrives rendered by the server', () => {
  test('product/select comes with its offers in the HTML, a page not open yet is a redirect, and the page works once hydrated', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Registered through this browser's own request context: the session cookie is in its jar.
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.waitForStep('OFFER_SELECTION');
    const select = `/account/heloc/${borrower.uuid}/product/select`;

    const rendered = await page.request.get(select);
    expect(rendered.status()).toBe(200);
    const html = await rendered.text();
    expect(html).toContain('Choose your offer</h1>');
    expect(html).toContain('5-year fixed');
    expect(html).toContain('id="hearth-ssr"');

    // 000 §4 routing, answered by the server: start/profile is not open at OFFER_SELECTION.
    const early = await page.request.get(`/account/heloc/${borrower.uuid}/start/profile`, {
      maxRedirects: 0,
    });
    expect(early.status()).toBe(302);
    expect(early.headers().location).toMatch(new RegExp(`^${select}`));

    // Without the cookie the server knows no session: the plain shell, rendered in the browser.
    const anonymous = await playwright.request.newContext({ baseURL });
    const shell = await (await anonymous.get(select)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('hearth-ssr');
    await anonymous.dispose();

    await borrower.signIn(page);
    await page.addInitScript(KEEP_SERVER_HEADING);
    await page.goto(select);
    await expectAccessiblePage(page, 'Choose your offer');
    await pickOption(page, /^10-year fixed/);
    await page.getByRole('button', { name: 'Review my offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your offer' })).toContainText('10 years');
    // Hydrated, not drawn again: the heading is still the element the server sent.
    expect(
      await page.evaluate(() => {
        const kept = (window as unknown as { __serverHeading?: Element }).__serverHeading;
        return kept !== undefined && kept === document.querySelector('h1') && kept.isConnected;
      }),
    ).toBe(true);
  });

  test('the page reads before, and without, any script', async ({ page, browser, baseURL }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.waitForStep('OFFER_SELECTION');
    const noScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const reader = await noScript.newPage();
    await reader.goto(`/account/heloc/${borrower.uuid}/product/select`);
    await expect(reader.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBeVisible();
    await expect(reader.getByRole('radio', { name: /^5-year fixed/ })).toBeAttached();
    await expect(reader.getByRole('banner')).toContainText('Hearth');
    await noScript.close();
  });

  test('ICU starts in a worker, and the page starts it itself when no worker can', async ({ page }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.waitForStep('OFFER_SELECTION');
    await borrower.signIn(page);
    await page.addInitScript(COUNT_PAGE_ICU_START);
    const select = `/account/heloc/${borrower.uuid}/product/select`;
    const pageIcuStarts = () =>
      page.evaluate(() => (window as unknown as { __pageIcuStarts: number }).__pageIcuStarts);

    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(select);
    await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
    expect(workers).toContain('/start-icu.js');
    expect(await pageIcuStarts()).toBe(0);
    await expect(page.getByRole('main')).toContainText(/\$\d/);

    // The worker's script cannot load: the page starts ICU itself, and works the same.
    await page.route('**/start-icu.js', (route) => route.abort());
    await page.goto(select);
    await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
    expect(await pageIcuStarts()).toBe(1);
    await pickOption(page, /^10-year fixed/);
    await page.getByRole('button', { name: 'Review my offer' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your offer' })).toContainText('10 years');
  });
});
