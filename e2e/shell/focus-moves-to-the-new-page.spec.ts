import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { expectJourneyPage, pickOption, tick } from '../journey/journey-steps.ts';
import { ADDRESSES, chooseAddress, HEADINGS, pickRadio } from '../registration/register-steps.ts';

/** Nothing has focus: the page as the browser opened it. */
async function expectFocusOnBody(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

/** The heading holds focus, so screen readers read it, and draws no ring: it is not a control. */
async function expectFocusedHeading(heading: Locator): Promise<void> {
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  await expect(heading).toHaveCSS('outline-style', 'none');
}

test.describe('After each step, focus is on the new page’s heading (KIT a11y)', () => {
  test('registration: not on the first step, then on each next step’s h1, by mouse or by keyboard', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.property })).toBeVisible();
    await expectFocusOnBody(page);

    await chooseAddress(page, ADDRESSES.portland);
    await pickRadio(page, 'Primary residence');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectFocusedHeading(page.getByRole('heading', { level: 1, name: HEADINGS.forSale }));

    // From the keyboard, Tab starts from the heading: the answers, then Continue, come next.
    await pickRadio(page, 'No');
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page.getByRole('heading', { level: 1, name: HEADINGS.income }));
  });

  test('the journey: after Continue the next page’s h1 has focus, once its page has come', async ({
    page,
  }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.selectFirstOffer();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);

    await expectJourneyPage(page, 'start/contact', 'Tell us a bit more');
    await expectFocusOnBody(page);
    await pickOption(page, /^Only me/);
    await page.getByRole('textbox', { name: 'Social Security number' }).fill('123-45-6789');
    await tick(page, /^I authorize/);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectJourneyPage(page, 'start/hmda', 'Demographic information');
    await expectFocusedHeading(page.getByRole('heading', { level: 1, name: 'Demographic information' }));
  });
});
