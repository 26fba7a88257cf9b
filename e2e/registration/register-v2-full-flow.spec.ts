import { expect, test } from '../fixtures.ts';
import {
  ADDRESSES,
  FLOW_TIMEOUT_MS,
  fillMiddleSteps,
  fillPasswordStep,
  fillPropertyStep,
  LOADING_FIRST_MESSAGE,
  loadingScreen,
  makeBorrower,
} from './register-steps.ts';

test.describe('register-v2 on hearth (REG-006…013, REG-034…042)', () => {
  test.describe.configure({ timeout: FLOW_TIMEOUT_MS });

  test('REG-001: a visitor walks every v2 step, gets an account and an application, and waits for offers; a second try finds the active application', async ({
    page,
  }) => {
    // RTE-005, REG-006…013, REG-020/021: the full flow, axe on every step (inside the helpers).
    await page.goto('/account/heloc/register-v2');
    await fillPropertyStep(page, ADDRESSES.portland);
    await expect(page).toHaveURL(/\/register-v2\/for-sale$/);
    const borrower = makeBorrower();
    await fillMiddleSteps(page, borrower);
    await expect(page).toHaveURL(/\/register-v2\/set-password$/);
    await fillPasswordStep(page);

    // REG-020/021: the loading screen, its first message announced, while the application is made.
    await expect(loadingScreen(page)).toBeVisible();
    await expect(loadingScreen(page).getByRole('status')).toHaveText(LOADING_FIRST_MESSAGE);
    await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 15_000 });
    const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
    expect(jwt).toMatch(/^Bearer /);
    // REG-022…026: the register data is gone once the application exists.
    expect(await page.evaluate(() => window.sessionStorage.getItem('hearth-register-data'))).toBeNull();

    // REG-047/051: signed in, the same borrower cannot start a second application; REG-015: their
    // profile now holds the legal name and e-mail, which show prefilled and read-only.
    await page.goto('/account/heloc/register-v2');
    await fillPropertyStep(page, ADDRESSES.portland);
    await fillMiddleSteps(page, { ...borrower }, { fromProfile: true });
    await fillPasswordStep(page, { signedIn: true });
    await expect(page.getByRole('dialog', { name: 'Active application already exists.' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('RTE-008: a later step without a property street goes back to the first step', async ({ page }) => {
    await page.goto('/account/heloc/register-v2/annual-income');
    await expect(page).toHaveURL(/\/register-v2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Where is the property?' })).toBeVisible();
  });
});
