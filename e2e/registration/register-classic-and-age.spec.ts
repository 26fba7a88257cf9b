import { expect, test } from '../fixtures.ts';
import {
  ADDRESSES,
  expectNoSeriousViolations,
  expectStep,
  FLOW_TIMEOUT_MS,
  fillBirthdate,
  fillPasswordStep,
  fillPropertyStep,
  HEADINGS,
  LOADING_FIRST_MESSAGE,
  loadingScreen,
  makeBorrower,
  pickRadio,
  pressContinue,
} from './register-steps.ts';

// silverpine: redesign off (classic /register), age-restricted (62+), sunbelt states.
const ORG = 'silverpine';

test.describe('classic /register on silverpine (RTE-004, REG-002…005, VAL-004)', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

  test('register-v2 falls back to /register; the classic steps carry the step query and the progress bar, through to the loading screen', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register-v2?org=${ORG}`);
    await expect(page).toHaveURL(/\/account\/heloc\/register(\?|$)/);
    const progress = page.getByRole('navigation', { name: /progress/i });
    await expect(progress).toBeVisible();
    await fillPropertyStep(page, ADDRESSES.miami);
    await expect(page).toHaveURL(/step=sale-status/);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);

    // REG-016: this lender asks about the next 6 months.
    await expectStep(page, HEADINGS.forSale);
    await pickRadio(page, 'No', page.getByRole('radiogroup', { name: /within the next 6 months/ }));
    await pressContinue(page);
    await expect(page).toHaveURL(/step=income-info/);
    const borrower = makeBorrower({ dob: '03101950' });
    await expectStep(page, HEADINGS.income);
    await page.getByLabel('Employment type').selectOption({ label: 'Retired' });
    await page.getByLabel('Annual income before taxes').fill('64000');
    await pressContinue(page);
    await expectStep(page, HEADINGS.name);
    await page.getByLabel('First name').fill(borrower.firstName);
    await page.getByLabel('Last name').fill(borrower.lastName);
    await pressContinue(page);
    await expect(page).toHaveURL(/step=birthdate/);
    await fillBirthdate(page, borrower.dob);
    await expect(page).toHaveURL(/step=contact-info/);
    await expectStep(page, HEADINGS.contact);
    await page.getByLabel('Mobile phone').fill(borrower.phone);
    await page.getByRole('textbox', { name: 'Email' }).fill(borrower.email);
    await pressContinue(page);
    await expect(page).toHaveURL(/step=login-info/);
    await fillPasswordStep(page);
    await expect(loadingScreen(page)).toBeVisible();
    await expect(loadingScreen(page).getByRole('status')).toHaveText(LOADING_FIRST_MESSAGE);
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 15_000 });
  });

  test('VAL-004: a borrower under 62 is refused at the birth date on an age-restricted lender', async ({
    page,
  }) => {
    await page.goto(`/account/heloc/register?org=${ORG}`);
    await fillPropertyStep(page, ADDRESSES.miami);
    await expectStep(page, HEADINGS.forSale);
    await pickRadio(page, 'No');
    await pressContinue(page);
    await expectStep(page, HEADINGS.income);
    await page.getByLabel('Employment type').selectOption({ label: 'Full-time employed' });
    await page.getByLabel('Annual income before taxes').fill('90000');
    await pressContinue(page);
    await expectStep(page, HEADINGS.name);
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Young');
    await pressContinue(page);
    // 61 years old today or younger: born 1990.
    await fillBirthdate(page, '06151990');
    const dob = page.getByLabel('Date of birth');
    await expect(dob).toHaveAccessibleDescription(/Must be 62 years or older to apply for a loan/);
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
    await expect(dob).toBeFocused();
    await expect(page).toHaveURL(/step=birthdate/);
    await expectNoSeriousViolations(page);
  });
});
