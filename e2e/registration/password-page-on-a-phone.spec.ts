import { expect, test } from '../fixtures.ts';
import { ADDRESSES, fillMiddleSteps, fillPropertyStep, HEADINGS, makeBorrower } from './register-steps.ts';

const PHONE = { width: 390, height: 844 };

test.describe('the register-v2 password page on a phone', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: PHONE });

  test('REG-013, VAL-018…023: the rules are tied to the password field, the met ones announced, and the page is compact', async ({
    page,
  }) => {
    await page.goto('/account/heloc/register-v2');
    await expect(page.getByTestId('step-counter').getByRole('status')).toHaveText('Step 1 of 7');
    await fillPropertyStep(page, ADDRESSES.portland);
    await fillMiddleSteps(page, makeBorrower());
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS.password })).toBeVisible();
    await expect(page.getByTestId('step-counter').getByRole('status')).toHaveText('Step 7 of 7');

    // The rules are read with the field, not only the overall 'Password is not strong enough'.
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription(/Must be at least 12 characters long/);
    await expect(password).toHaveAccessibleDescription(/Must contain at least one uppercase letter/);
    await password.fill('hearthlending');
    await expect(page.getByTestId('password-rules-met')).toHaveText('2 of 5 password rules met');
    await expect(password).toHaveAccessibleDescription(/Must be at least 12 characters long \(met\)/);

    // The page's own part — step counter to Continue — fits two phone screens (it was 2,032 px of
    // a 3,897 px page: the E-SIGN and FCRA texts open in full before their boxes). The header and
    // the lender's legal footer (licences, disclosures) frame every page alike and are not counted.
    const main = await page.evaluate(
      () => document.querySelector('main')?.getBoundingClientRect().height ?? 0,
    );
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`password page at 390×844: ${height}px in all, ${main}px its own`);
    expect(main).toBeLessThan(2 * PHONE.height);
  });
});
