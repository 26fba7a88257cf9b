import { endpointPath } from '@hearth/domain/api/endpoint';
import { profileApi } from '@hearth/domain/api/profile-api';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  ADDRESSES,
  type Borrower,
  expectNoSeriousViolations,
  FLOW_TIMEOUT_MS,
  makeBorrower,
} from '../registration/register-steps.ts';
import { findEnglishOnPage, say } from './catalogues.ts';

// Decision 036: a borrower who reads Spanish — by a lender's ?lang=es link, or by the browser's
// Accept-Language — registers, sees the offers and starts the application in Spanish. Every page
// on the way is compared with the English catalogue: no visible string may be an English one.

async function expectSpanishPage(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect.soft(await findEnglishOnPage(page), `English strings on ${page.url()}`).toEqual([]);
  await expectNoSeriousViolations(page);
}

async function pickRadio(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

async function pressContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: say('ui:submit.continue'), exact: true }).click();
}

/** register-v2 in Spanish, step by step, each step compared with the English catalogue. */
async function registerInSpanish(page: Page, borrower: Borrower): Promise<void> {
  await expectSpanishPage(page, say('registration:property.title'));
  const address = page.getByRole('combobox', { name: say('registration:property.address') });
  await address.fill(ADDRESSES.portland.typed.slice(0, -1));
  await address.pressSequentially(ADDRESSES.portland.typed.slice(-1));
  await page.getByRole('option', { name: ADDRESSES.portland.option }).click();
  await pickRadio(page, say('registration:occupancy.HOME'));
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:forSale.title'));
  await pickRadio(page, say('registration:forSale.no'));
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:income.title'));
  await page
    .getByLabel(say('registration:income.employmentType'), { exact: true })
    .selectOption({ label: say('registration:employment.FULL_TIME') });
  await page.getByLabel(say('registration:income.income'), { exact: true }).fill(borrower.income);
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:name.title'));
  await page.getByLabel(say('registration:name.firstName'), { exact: true }).fill(borrower.firstName);
  await page.getByLabel(say('registration:name.lastName'), { exact: true }).fill(borrower.lastName);
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:birthdate.title'));
  await page.getByLabel(say('registration:birthdate.label'), { exact: true }).pressSequentially(borrower.dob);
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:contact.title'));
  await page.getByLabel(say('registration:contact.phone'), { exact: true }).fill(borrower.phone);
  await page.getByRole('textbox', { name: say('registration:contact.email') }).fill(borrower.email);
  await pressContinue(page);

  await expectSpanishPage(page, say('registration:password.title'));
  await page.getByLabel(say('registration:password.password'), { exact: true }).fill('Hearth-e2e-2026!');
  await page
    .getByLabel(say('registration:password.confirmPassword'), { exact: true })
    .fill('Hearth-e2e-2026!');
  for (const agreement of await page.getByRole('checkbox').all()) {
    await agreement.check();
  }
  await pressContinue(page);
}

/** The offers, one chosen and confirmed, then the application's first page. */
async function chooseAnOfferInSpanish(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 30_000 });
  await expectSpanishPage(page, say('offers:select.title'));
  const firstTerm = page.getByRole('radio').first();
  await firstTerm.locator('xpath=ancestor::label[1]').click();
  await page.getByRole('button', { name: say('offers:select.continue') }).click();
  const confirm = page.getByRole('dialog', { name: say('offers:confirm.title') });
  expect.soft(await findEnglishOnPage(page), 'English strings in the confirmation').toEqual([]);
  await confirm.getByRole('button', { name: say('offers:confirm.submit') }).click();

  await expect(page).toHaveURL(/\/start\/contact$/, { timeout: 30_000 });
  await expectSpanishPage(page, say('application-info:contact.title'));
}

async function profileOf(page: Page) {
  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  const response = await page.request.get(endpointPath(profileApi.get), {
    headers: { authorization: jwt ?? '', 'x-org': 'hearth' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { language: string; name: { firstName: string; lastName: string } };
}

test.describe('Hearth in Spanish (decision 036)', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS * 2 });

  test.describe('a lender’s ?lang=es link on an English browser', () => {
    test.use({ locale: 'en-US' });

    test('registers, sees the offers and starts the application in Spanish; a reload stays Spanish', async ({
      page,
    }) => {
      await page.goto('/account/heloc/register-v2?lang=es');
      // The choice is remembered, and the address no longer carries it.
      await expect(page).toHaveURL(/\/register-v2$/);
      await registerInSpanish(page, makeBorrower({ firstName: 'Lucía', lastName: 'Ramírez' }));
      await chooseAnOfferInSpanish(page);

      // The page's language went with the registration: the new profile is Spanish.
      expect((await profileOf(page)).language).toBe('es');

      // Signed in, the server renders the page (decision 012) in Spanish from its first byte.
      const response = await page.reload();
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<html lang="es"');
      await expectSpanishPage(page, say('application-info:contact.title'));

      // The switcher goes back to English in place, and says so to assistive technology.
      const switcher = page.getByRole('banner').getByRole('link', { name: 'English' });
      await expect(switcher).toHaveAttribute('lang', 'en');
      await switcher.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Tell us a bit more' })).toBeVisible();
      await expect.poll(async () => (await profileOf(page)).language).toBe('en');
    });
  });

  test.describe('a browser that asks for US Spanish', () => {
    test.use({ locale: 'es-US', extraHTTPHeaders: { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.5' } });

    test('José Peña-O’Brien registers in Spanish and reaches his offers', async ({ page }) => {
      await page.goto('/account/heloc/register-v2');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await registerInSpanish(page, makeBorrower({ firstName: 'José', lastName: "Peña-O'Brien" }));
      await chooseAnOfferInSpanish(page);

      const profile = await profileOf(page);
      expect(profile.language).toBe('es');
      expect(profile.name).toMatchObject({ firstName: 'José', lastName: "Peña-O'Brien" });
    });
  });
});
