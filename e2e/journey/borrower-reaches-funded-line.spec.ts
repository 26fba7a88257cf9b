import { expect, test } from '../fixtures.ts';
import {
  ADDRESSES,
  expectNoSeriousViolations,
  fillMiddleSteps,
  fillPasswordStep,
  fillPropertyStep,
  makeBorrower,
} from '../registration/register-steps.ts';
import {
  advanceSandboxClockPast,
  applicationUuidOf,
  borrowerAuthorizationOf,
  expectJourneyPage,
  expectRescissionDeadlineShown,
  idPhoto,
  pickOption,
  policyPdf,
  readRescissionDeadline,
  readToTheEnd,
  tick,
} from './journey-steps.ts';

test.describe('the default persona, from registration to a funded line', () => {
  test.describe.configure({ timeout: 600_000 });
  // E-signing records where the borrower signs (the geo-location alert).
  test.use({
    permissions: ['geolocation', 'camera', 'microphone'],
    geolocation: { latitude: 45.5152, longitude: -122.6784 },
  });

  test('a borrower registers, chooses an offer, signs, verifies, closes and is funded', async ({ page }) => {
    const borrower = makeBorrower({ firstName: 'Ada', lastName: 'Lovelace' });
    await page.goto('/account/heloc/register-v2');
    await fillPropertyStep(page, ADDRESSES.portland);
    await fillMiddleSteps(page, borrower);
    await fillPasswordStep(page);

    // OFR: the offers, a 10-year term, the largest line.
    await expectJourneyPage(page, 'product/select', 'Choose your offer');
    await pickOption(page, /^10-year fixed/);
    await expect(page.getByRole('region', { name: 'Your offer summary' })).toContainText('10 years');
    await page.getByRole('button', { name: 'Review my offer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your offer' });
    await confirm.getByRole('button', { name: 'Confirm this offer' }).click();

    // start/contact: ownership, SSN and the hard-credit consent.
    await expectJourneyPage(page, 'start/contact', 'Tell us a bit more');
    await pickOption(page, /^Only me/);
    await page.getByRole('textbox', { name: 'Social Security number' }).fill('123-45-6789');
    await tick(page, /^I authorize/);
    await page.getByRole('button', { name: 'Continue' }).click();

    // start/hmda: the borrower prefers not to answer.
    await expectJourneyPage(page, 'start/hmda', 'Demographic information');
    for (const group of ['Ethnicity (check one or more)', 'Race (check one or more)', 'Sex']) {
      const checkbox = page
        .getByRole('group', { name: group })
        .getByRole('checkbox', { name: 'I do not wish to provide this information' });
      await checkbox.locator('xpath=ancestor::label[1]').click();
      await expect(checkbox).toBeChecked();
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    // start/app-summary: each document read to the end in the viewer, then signed.
    await expectJourneyPage(page, 'start/app-summary', 'Review and sign your application');
    for (const title of ['Application summary', 'Early HELOC disclosure']) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`, 'i') })).toBeVisible(
        {
          timeout: 20_000,
        },
      );
      await readToTheEnd(page, title);
      await page.getByRole('textbox', { name: 'Your full legal name' }).fill('Ada Lovelace');
      await page.getByRole('button', { name: new RegExp(`^Sign ${title}$`, 'i') }).click();
    }
    await expect(page.getByRole('status').filter({ hasText: 'Your application is signed' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // income/review: the bank-link dialog, as an aggregator shows it.
    await expectJourneyPage(page, 'income/review', 'Verify your income');
    await page.getByRole('button', { name: 'Link bank account' }).click();
    const bank = page.getByRole('dialog', { name: /^Connect/ });
    await bank.getByRole('button', { name: 'First Sandbox Bank' }).click();
    await bank.getByRole('textbox', { name: 'Username' }).fill('user_good');
    await bank.getByLabel('Password').fill('pass_good');
    await bank.getByRole('button', { name: 'Log in' }).click();
    await expect(bank.getByText('Choose the accounts to share')).toBeVisible();
    await bank.getByRole('button', { name: 'Link accounts' }).click();

    // bank/disburse and bank/autopay: the linked checking account for both, with the Reg E authorization.
    await expectJourneyPage(page, 'bank/disburse', 'Where should we send your funds?');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectJourneyPage(page, 'bank/autopay', 'How would you like to make payments?');
    await pickOption(page, /^Automatic payments/);
    await tick(page, /^I authorize/);
    await page.getByRole('button', { name: 'Continue' }).click();

    // identity: a driver's licence, front and back.
    await expectJourneyPage(page, 'identity', 'Verify your identity');
    await pickOption(page, "US Driver's License");
    await page.getByLabel('Front of your ID').setInputFiles(idPhoto('front.jpg'));
    await page.getByLabel('Back of your ID').setInputFiles(idPhoto('back.jpg'));
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    // signing/intro at FINAL_OFFER: the final terms, accepted; then the closing documents are made.
    await expectJourneyPage(page, 'signing/intro', 'Your final offer');
    await expect(page.getByRole('region', { name: 'Final terms' })).toContainText('10 years');
    await page.getByRole('button', { name: 'Accept final offer' }).click();
    await expectJourneyPage(page, 'signing/intro', 'Sign your closing documents');
    await page.getByRole('button', { name: 'Start signing' }).click();
    const location = page.getByRole('dialog', { name: 'Why we need your location' });
    await location.getByRole('button', { name: /share/i }).click();

    // signing/sign: every closing document read to the end, then signed with the typed name.
    await expectJourneyPage(page, 'signing/sign', 'Sign your documents');
    const documentHeading = page.getByRole('heading', { level: 2, name: /^Document \d+ of \d+: / });
    const allSigned = page.getByText('You have signed every document.');
    await expect(documentHeading.or(allSigned)).toBeVisible({ timeout: 20_000 });
    while (await documentHeading.isVisible()) {
      const heading = (await documentHeading.textContent()) ?? '';
      const title = heading.replace(/^Document \d+ of \d+: /, '');
      await readToTheEnd(page, title);
      await page.getByRole('textbox', { name: 'Your full legal name' }).fill('Ada Lovelace');
      await page.getByRole('button', { name: `Sign ${title}` }).click();
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeHidden({
        timeout: 20_000,
      });
      await expect(documentHeading.or(allSigned)).toBeVisible({ timeout: 20_000 });
    }
    await page.getByRole('button', { name: 'Continue' }).click();

    // notary/intro: the notary disclosure, then (no waiting period in Oregon) the online session.
    await expectJourneyPage(page, 'notary/intro', 'Sign your deed with a notary');
    await page.getByRole('button', { name: 'I understand, continue' }).click();
    await page.getByRole('button', { name: 'Start online session' }).click({ timeout: 30_000 });
    await page
      .getByRole('dialog', { name: 'Why we need your location' })
      .getByRole('button', { name: /share/i })
      .click();

    // notary/session: device check, identity questions, then the deed signed with the notary.
    await expectJourneyPage(page, 'notary/session', 'Online notary session');
    await page.getByRole('button', { name: 'Check my device' }).click();
    for (const question of [
      'Which of these streets have you lived on?',
      'Which of these vehicles have you financed?',
      'Which of these companies has given you a loan?',
    ]) {
      const choice = page.getByRole('radiogroup', { name: question }).getByRole('radio').first();
      await choice.locator('xpath=ancestor::label[1]').click();
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Join the session' }).click();

    // insurance: the declarations page of the homeowner's policy.
    await expectJourneyPage(page, 'insurance/(upload|requirements)', /insurance/i);
    if (page.url().includes('insurance/requirements')) {
      await page.getByRole('link', { name: 'Upload my policy' }).click();
    }
    await page.getByLabel('Declarations page').setInputFiles(policyPdf());
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    // complete: the rescission countdown to the business-day deadline (CON: Sundays and holidays
    // excluded); the sandbox clock then moves past that day, and the line is recorded and funded.
    await expectJourneyPage(page, 'complete', "You're all signed");
    await expect(page.getByText(/You can cancel this line of credit until/)).toBeVisible({ timeout: 30_000 });
    const deadline = await readRescissionDeadline(
      page.request,
      applicationUuidOf(page),
      await borrowerAuthorizationOf(page),
    );
    await expectRescissionDeadlineShown(page, deadline);
    await advanceSandboxClockPast(page.request, deadline);

    // Recorded and funded: the complete page says so until the borrower goes on to the dashboard.
    await expect(page.getByTestId('funding-stage')).toHaveText(/^Your line of credit is funded/, {
      timeout: 60_000,
    });
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const application = page.getByRole('article');
    await expect(application.getByRole('definition').filter({ hasText: 'Funded' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
