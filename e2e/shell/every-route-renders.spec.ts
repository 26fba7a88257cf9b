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
  ['/heloc-signer/login', 'Additional signer login'],
  ['/no-such-page', NOT_FOUND],
];

/**
 * The application routes under /account/heloc/{uuid} (000 §2) that no journey spec (e2e/journey)
 * reaches with axe, plus a sample of those it does; with an unknown uuid each shows its own empty or
 * error state.
 */
const APPLICATION_PAGES = [
  '',
  'start/profile',
  'start/hmda',
  'credit/social',
  'product/select',
  'product/select/confirm',
  'product/assets',
  'product/prequal-winback',
  'income/review',
  'income/employer-verification',
  // The payroll provider's return: a success goes on at once; a cancel stays and says so.
  'income/pointserv-callback?status=cancelled',
  'income/upload/MANUAL_PAYSTUB',
  'bank/autopay',
  'bank/autopay-manual',
  'bank/confirm',
  'document/disclosures',
  'notary/intro',
  'notary/error',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'review-app/property',
  'review-app/incorrect-pin',
  'review-app/uw',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'error/decline',
  'error/credit',
  'error/income',
  'error/timeout',
  'error/flood-cert',
  'merchant/review',
  'merchant/lien-attestation',
  'payoff/hold',
  'bpo/hold',
  'bpo/waiting',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'hold',
  'complete',
];

test.describe('Every page renders with a heading and passes axe', () => {
  test('a visitor deep-linking to a later register-v2 step starts at the property step (RTE-008)', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2/set-password');
    await expect(page).toHaveURL(/\/account\/heloc\/register-v2$/);
    await expectAccessiblePage(page, 'Where is the property?');
  });

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
    test.setTimeout(150_000);
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
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
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
