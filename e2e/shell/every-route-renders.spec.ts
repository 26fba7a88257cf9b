import { randomUUID } from 'node:crypto';
import { expect, expectAccessiblePage, loginAs, registerViaApi, test } from '../fixtures.ts';

const NOT_FOUND = "We can't find that page";

/**
 * Main-site pages a visitor reaches signed out, with the heading each shows; `undefined` for pages
 * whose content arrives with their own issues (any h1 will do, as long as it is not the 404).
 */
const PUBLIC_PAGES: [path: string, heading: string | undefined][] = [
  ['/auth/login', 'Log in to your account'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/communications', 'Electronic Communications Policy'],
  ['/licenses', 'Licenses'],
  ['/coming-soon', 'Coming soon'],
  ['/not-accepting-applications', 'We are not accepting applications here right now'],
  ['/account/heloc/register', undefined],
  ['/account/heloc/register-v2', undefined],
  ['/account/heloc/register-v2/set-password', undefined],
  ['/heloc-signer/login', 'Additional signer login'],
  ['/no-such-page', NOT_FOUND],
];

/** A sample of the application routes under /account/heloc/{uuid} (000 §2). */
const APPLICATION_PAGES = [
  '',
  'start/profile',
  'start/hmda',
  'credit/social',
  'product/select',
  'income/review',
  'bank/autopay',
  'document/disclosures',
  'notary/intro',
  'signing/sign',
  'conditions',
  'review-app/property',
  'error/decline',
  'complete',
];

test.describe('Every page renders with a heading and passes axe', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`a visitor sees ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expectAccessiblePage(page, heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (heading !== NOT_FOUND) {
        await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
      }
    });
  }

  test('a signed-in borrower sees the dashboard, the settings and every sampled application page', async ({
    page,
    request,
  }) => {
    const user = await registerViaApi(request, 'hearth');
    await loginAs(page, user.jwt);

    await page.goto('/dashboard');
    await expectAccessiblePage(page, 'Your applications');
    await page.goto('/dashboard/settings');
    await expectAccessiblePage(page);

    const uuid = randomUUID();
    for (const sub of APPLICATION_PAGES) {
      await test.step(`/account/heloc/{uuid}/${sub}`, async () => {
        const path = `/account/heloc/${uuid}${sub ? `/${sub}` : ''}`;
        await page.goto(path);
        await expectAccessiblePage(page);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { name: NOT_FOUND })).toHaveCount(0);
      });
    }
  });
});

test.describe('Old and bare paths redirect (RTE-019…021)', () => {
  const REDIRECTS: [from: string, to: string][] = [
    ['/account/terms', '/terms'],
    ['/account/heloc/privacy', '/privacy'],
    ['/account/register/support?referrer=lo-1', '/account/heloc/register/support?referrer=lo-1'],
    ['/account/heloc-signer/login', '/heloc-signer/login'],
    ['/heloc-signer', '/heloc-signer/login'],
  ];
  for (const [from, to] of REDIRECTS) {
    test(`${from} leads to ${to}`, async ({ page, baseURL }) => {
      await page.goto(from);
      await expect(page).toHaveURL(`${baseURL}${to}`);
      await expectAccessiblePage(page);
    });
  }

  test('a signed-out visitor asking for the app root or a protected page is sent to login', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Fdashboard$/);
    await page.goto(`/account/heloc/${randomUUID()}/bank/autopay`);
    await expect(page).toHaveURL(/\/auth\/login\?redirectUrl=%2Faccount%2Fheloc%2F/);
    await expectAccessiblePage(page, 'Log in to your account');
  });

  test('a signed-out visitor on a signer page is sent to the signer login', async ({ page }) => {
    await page.goto('/heloc-signer/documents');
    await expect(page).toHaveURL(/\/heloc-signer\/login/);
    await expectAccessiblePage(page, 'Additional signer login');
  });
});
