import { expect, registerViaApi, test } from '../fixtures.ts';
import {
  ADDRESSES,
  chooseAddress,
  expectNoSeriousViolations,
  expectStep,
  FLOW_TIMEOUT_MS,
  fillMiddleSteps,
  fillPasswordStep,
  fillPropertyStep,
  HEADINGS,
  makeBorrower,
  pressContinue,
} from './register-steps.ts';

/** The sandbox's retail loan officer: licensed in CA, OR, WA and enforcing it for referrals. */
const ENFORCING_LO = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';
const REFERRAL_MESSAGE =
  'We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.';

test.describe('register-v2 modals, blocks and the waitlist on hearth', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

  test('REG-017: a Hawaii property opens the modal with the partner lender link', async ({ page }) => {
    await page.goto('/account/heloc/register-v2');
    await expectStep(page, HEADINGS.property);
    await chooseAddress(page, ADDRESSES.honolulu);
    const dialog = page.getByRole('dialog', { name: "We don't lend in Hawaii" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Apply with Aloha Partner Lending/ })).toHaveAttribute(
      'href',
      'https://www.aloha-partner-lending.example/heloc',
    );
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('REG-018/019: a New York property opens the redirect modal to the New York site', async ({ page }) => {
    await page.goto('/account/heloc/register-v2');
    await expectStep(page, HEADINGS.property);
    await chooseAddress(page, ADDRESSES.newYork);
    const dialog = page.getByRole('dialog', { name: 'This property is in New York' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/You're applying with a property in New York/)).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('link', { name: 'Continue on our New York site' }).click();
    await expect(page).toHaveURL(/\/account\/heloc\/register\?org=hearth-ny$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.property })).toBeVisible();
  });

  test('VAL-038/039, REG-031/032: a referral outside the loan officer’s states is blocked with the spec’s message; the card says Your loan officer', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register-v2?referrer=${ENFORCING_LO}`);
    await expectStep(page, HEADINGS.property);
    const card = page.getByRole('region', { name: 'Your loan officer' });
    await expect(card.getByText('Jordan Rivera')).toBeVisible();
    await chooseAddress(page, ADDRESSES.austin);
    await expect(page.getByText(REFERRAL_MESSAGE)).toBeVisible();
    const radios = await page.getByRole('radio').all();
    expect(radios.length).toBeGreaterThan(0);
    for (const radio of radios) {
      await expect(radio).toBeDisabled();
    }
    await pressContinue(page);
    await expect(page).toHaveURL(/\/register-v2\?referrer=/);
    await expectNoSeriousViolations(page);
  });

  test('REG-044/046: an excluded zip is waitlisted at submit, before any account is made', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await fillPropertyStep(page, ADDRESSES.galveston);
    await fillMiddleSteps(page, makeBorrower());
    await fillPasswordStep(page);
    await expect(page).toHaveURL(/\/waitlist$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: "You're on our waitlist" })).toBeVisible();
    await expectNoSeriousViolations(page);
    expect(await page.evaluate(() => window.localStorage.getItem('jwt'))).toBeNull();
  });

  test('REG-045/046: utm_source=cloc goes to the marketing waitlist', async ({ page }) => {
    await page.goto('/account/heloc/register-v2?utm_source=cloc');
    await fillPropertyStep(page, ADDRESSES.portland);
    await fillMiddleSteps(page, makeBorrower());
    await fillPasswordStep(page);
    await expect(page).toHaveURL(/\/marketing-waitlist$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: "You're on the list" })).toBeVisible();
  });

  test('REG-050: an e-mail that already has an account opens Account Already Exists', async ({
    page,
    request,
  }) => {
    const existing = await registerViaApi(request, 'hearth');
    await page.goto('/account/heloc/register-v2');
    await fillPropertyStep(page, ADDRESSES.portland);
    await fillMiddleSteps(page, makeBorrower({ email: existing.email }));
    await fillPasswordStep(page);
    const dialog = page.getByRole('dialog', { name: 'Account Already Exists' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
