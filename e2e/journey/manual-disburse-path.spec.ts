import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { BorrowerApi } from './journey-api.ts';
import { expectJourneyPage, pickOption } from './journey-steps.ts';

/** A routing number whose ABA check digit holds (JPMorgan Chase, New York), and one a digit off. */
const ROUTING = '021000021';
const ROUTING_BAD_CHECK_DIGIT = '021000022';
const CHECKSUM_MESSAGE = 'This routing number is not valid. Please check it on a check or with your bank';

/** What `GET P` says of the accounts (the number itself never leaves the server). */
interface Accounts {
  payType: string | null;
  disburseAccount: { verificationStatus: string | null; mask: string } | null;
}

/** bank/disburse → bank/manual-disburse: the borrower leaves the linked account for another one. */
async function openManualDisburse(page: Page): Promise<void> {
  await expectJourneyPage(page, 'bank/disburse', 'Where should we send your funds?');
  await page.getByRole('link', { name: 'Use a different account' }).click();
  await expectJourneyPage(page, 'bank/manual-disburse', 'Enter your bank account');
}

/** Types an account in by hand: routing, the number twice, checking; the last 4 echo it. */
async function enterAccount(page: Page, routing: string, account: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Routing number' }).fill(routing);
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill(account);
  await page.getByRole('textbox', { name: 'Confirm account number' }).fill(account);
  await pickOption(page, 'Checking');
  await expect(page.getByTestId('account-last-four')).toHaveText(`Account ending in ${account.slice(-4)}`);
}

/** bank/autopay: the account named by its last 4 only; manual payments; then the ID upload. */
async function chooseManualPayments(page: Page, account: string): Promise<void> {
  await expectJourneyPage(page, 'bank/autopay', 'How would you like to make payments?');
  await expect(
    page.getByRole('radio', { name: `My disbursement account ending in ${account.slice(-4)}` }),
  ).toBeAttached();
  await expect(page.locator('body')).not.toContainText(account);
  await pickOption(page, /^Manual payments/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectJourneyPage(page, 'identity', 'Verify your identity');
}

test.describe('the disbursement account entered by hand', () => {
  test.describe.configure({ timeout: 120_000 });

  test('APP-004, APP-026: a wrong ABA check digit is caught at the field, the account shows by its last 4 only, manual payments lead to identity', async ({
    page,
  }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.driveOffersToDisbursement();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);
    await openManualDisburse(page);

    const account = '123456784321';
    await enterAccount(page, ROUTING_BAD_CHECK_DIGIT, account);
    await page.getByRole('button', { name: 'Continue' }).click();
    const routing = page.getByRole('textbox', { name: 'Routing number' });
    await expect(routing).toHaveAttribute('aria-invalid', 'true');
    await expect(routing).toHaveAccessibleDescription(new RegExp(CHECKSUM_MESSAGE));
    await expect(routing).toBeFocused();
    await expect(page).toHaveURL(/\/bank\/manual-disburse$/);
    expect(await borrower.serverStep()).toBe('DISBURSEMENT_ACCOUNT');

    await routing.fill(ROUTING);
    await expect(routing).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseManualPayments(page, account);
    expect(await borrower.application<Accounts>()).toMatchObject({
      payType: 'MANUAL',
      disburseAccount: { verificationStatus: 'VERIFIED', mask: expect.stringMatching(/4321$/) },
    });
  });

  test('APP-004: an account ending 0000 fails verification and the borrower is back on bank/disburse with the rejection; one ending 1111 is held for review and goes on', async ({
    page,
  }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.driveOffersToDisbursement();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);
    await openManualDisburse(page);

    await enterAccount(page, ROUTING, '987650000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectJourneyPage(page, 'bank/disburse', 'Where should we send your funds?');
    await expect(
      page.getByRole('alert').filter({ hasText: 'We could not verify your account' }),
    ).toContainText('The bank could not confirm the account ending in 0000.');

    await page.getByRole('link', { name: 'Use a different account' }).click();
    await expectJourneyPage(page, 'bank/manual-disburse', 'Enter your bank account');
    await enterAccount(page, ROUTING, '987651111');
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseManualPayments(page, '987651111');
    expect(await borrower.application<Accounts>()).toMatchObject({
      payType: 'MANUAL',
      disburseAccount: { verificationStatus: 'PENDING_REVIEW', mask: expect.stringMatching(/1111$/) },
    });
  });
});
