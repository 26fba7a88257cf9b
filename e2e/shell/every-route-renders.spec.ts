import { randomUUID } from 'node:crypto';
import { expect, expectAccessiblePage, loginAs, registerViaApi, test } from '../fixtures.ts';
import { getPendingPageName } from '../support/web-catalogue.ts';

/** Main-site pages a visitor reaches signed out, with the heading each shows. */
const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/auth/login', 'Log in to your account'],
  ['/terms', 'Terms of Use'],
  ['/privacy', 'Privacy Policy'],
  ['/communications', 'Electronic Communications Policy'],
  ['/licenses', 'Licenses'],
  ['/coming-soon', 'Coming soon'],
  ['/not-accepting-applications', 'We are not accepting applications here right now'],
  ['/account/heloc/register', getPendingPageName('registerStart')],
  ['/account/heloc/register-v2', getPendingPageName('registerV2PropertyAddress')],
  ['/account/heloc/register-v2/set-password', getPendingPageName('registerV2SetPassword')],
  ['/heloc-signer/login', 'Additional signer login'],
  ['/no-such-page', "We can't find that page"],
];

/** A sample of the application routes under /account/heloc/{uuid} (000 §2), and the signed-in pages. */
const APPLICATION_PAGES: [page: string, id: string][] = [
  ['', 'applicationHome'],
  ['start/profile', 'startProfile'],
  ['start/hmda', 'startHmda'],
  ['credit/social', 'creditSocial'],
  ['product/select', 'productSelect'],
  ['income/review', 'incomeReview'],
  ['bank/autopay', 'bankAutopay'],
  ['document/disclosures', 'documentDisclosures'],
  ['notary/intro', 'notaryIntro'],
  ['signing/sign', 'signingSign'],
  ['conditions', 'conditions'],
  ['review-app/property', 'reviewAppProperty'],
  ['error/decline', 'errorDecline'],
  ['complete', 'complete'],
];

test.describe('Every page renders with a heading and passes axe', () => {
  for (const [path, heading] of PUBLIC_PAGES) {
    test(`a visitor sees ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expectAccessiblePage(page, heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
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
    for (const [sub, id] of APPLICATION_PAGES) {
      await test.step(`/account/heloc/{uuid}/${sub}`, async () => {
        await page.goto(`/account/heloc/${uuid}${sub ? `/${sub}` : ''}`);
        await expectAccessiblePage(page, getPendingPageName(id));
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
