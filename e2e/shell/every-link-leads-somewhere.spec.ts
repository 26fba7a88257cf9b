import type { Page } from '@playwright/test';
import { expect, loginAs, registerViaApi, test } from '../fixtures.ts';

const NOT_FOUND = "We can't find that page";

/** Lenders whose header, footer and menu differ: flagship, credit union, broker channel, another brand. */
const LENDERS = ['hearth', 'bluewater-cu', 'hearth-wholesale', 'silverpine'];

/** `path` on the lender's site (the lender is chosen by ?org= on this host). */
function onLender(path: string, org: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set('org', org);
  return `${url.pathname}${url.search}`;
}

/** The site-relative links of the header and the footer, each once. */
async function readShellLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//')))];
}

/** Opens `path` and checks it is a page of the site, not the 404. */
async function expectRealPage(page: Page, path: string, from: string): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path} (linked from ${from})`).toBeVisible();
  await expect(heading, `${path} (linked from ${from})`).not.toHaveText(NOT_FOUND);
}

test.describe('Every link of the header, footer and menu leads to a page (ORG-021…023, RTE-014)', () => {
  for (const org of LENDERS) {
    test(`${org}, signed out: each link of the header and footer opens a page`, async ({ page }) => {
      const start = onLender('/auth/login', org);
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const links = await readShellLinks(page);
      expect(links).toContain('/contact');
      for (const link of links) {
        await expectRealPage(page, onLender(link, org), start);
      }
    });

    test(`${org}, signed in: each entry of the menu and link of the shell opens a page`, async ({
      page,
      request,
    }) => {
      const user = await registerViaApi(request, org);
      await loginAs(page, user.jwt);
      // A page the menu does not lead to, so that every entry shows another page.
      const start = onLender('/privacy', org);
      await page.goto(start);
      const startHeading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const entries = await page.getByRole('menuitem').allTextContents();
      await page.keyboard.press('Escape');
      expect(entries).toContain('Support');
      for (const entry of entries.filter((label) => label !== 'Logout')) {
        await page.goto(start);
        await menuButton.click();
        const item = page.getByRole('menuitem', { name: entry, exact: true });
        const href = await item.getAttribute('href');
        if (href && !href.startsWith('/')) {
          // Another of the lender's sites: not served here, so only its address is checked.
          expect(href, `${entry} leads to the lender's site`).toMatch(/^https:\/\//);
          await page.keyboard.press('Escape');
          continue;
        }
        await item.click();
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading, `the menu's ${entry} opens another page`).not.toHaveText(startHeading);
        await expect(heading, `the menu's ${entry} (${page.url()})`).not.toHaveText(NOT_FOUND);
      }

      await page.goto(start);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      for (const link of await readShellLinks(page)) {
        await expectRealPage(page, onLender(link, org), start);
      }
    });
  }
});
