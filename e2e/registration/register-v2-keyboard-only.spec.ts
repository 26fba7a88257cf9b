import { createUniqueEmail, E2E_PASSWORD, expect, test } from '../fixtures.ts';
import { Keyboard } from '../support/keyboard.ts';
import {
  expectStep,
  FLOW_TIMEOUT_MS,
  HEADINGS,
  LOADING_FIRST_MESSAGE,
  loadingScreen,
} from './register-steps.ts';

test('REG-006…013, KIT a11y: a keyboard-only borrower finishes register-v2 with a typeahead address; the keystrokes are counted', async ({
  page,
}, testInfo) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  const keys = new Keyboard(page);
  await page.goto('/account/heloc/register-v2');
  await expectStep(page, HEADINGS.property);
  keys.step('property');

  // Property: type, arrow to the suggestion, Enter; Space on the occupancy; Continue.
  await keys.tabTo(page.getByRole('combobox', { name: 'Property address' }));
  await keys.type('123 Main St Port');
  await expect(page.getByRole('option', { name: '123 Main St, Portland, OR 97201' })).toBeVisible();
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveValue(
    '123 Main St, Portland, OR 97201',
  );
  await keys.tabTo(page.getByRole('radio', { name: 'Primary residence' }));
  await keys.press('Space');
  await expect(page.getByRole('radio', { name: 'Primary residence' })).toBeChecked();
  await keys.submit();

  await expectStep(page, HEADINGS.forSale);
  keys.step('for-sale');
  await keys.tabTo(page.getByRole('radio', { name: 'Yes' }));
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
  await keys.submit();

  await expectStep(page, HEADINGS.income);
  keys.step('annual-income');
  await keys.tabTo(page.getByLabel('Employment type'));
  await keys.type('F');
  await expect(page.getByLabel('Employment type')).toHaveValue('FULL_TIME');
  await keys.tabTo(page.getByLabel('Annual income before taxes'));
  await keys.type('120000');
  await keys.submit();

  await expectStep(page, HEADINGS.name);
  keys.step('legal-name');
  await keys.tabTo(page.getByLabel('First name'));
  await keys.type('Pat');
  await keys.tabTo(page.getByLabel('Last name'));
  await keys.type('Lee');
  await keys.submit();

  await expectStep(page, HEADINGS.birthdate);
  keys.step('birthdate');
  await keys.tabTo(page.getByLabel('Date of birth'));
  await keys.type('05151980');
  await keys.submit();

  await expectStep(page, HEADINGS.contact);
  keys.step('phone-and-email');
  // KIT-013: the country code (United States) comes first; the borrower tabs past it.
  await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
  await keys.tabTo(page.getByRole('textbox', { name: 'Mobile phone' }));
  await keys.type('4155550123');
  await keys.tabTo(page.getByRole('textbox', { name: 'Email' }));
  await keys.type(createUniqueEmail('keys'));
  await keys.submit();

  await expectStep(page, HEADINGS.password);
  keys.step('set-password');
  // The page as the borrower sees it, SMS consent prompts included (REG-033), before any Tab.
  await expect(page.getByRole('checkbox', { name: /Text message offers/ })).toBeVisible();
  await keys.tabTo(page.getByLabel('Password', { exact: true }));
  await keys.type(E2E_PASSWORD);
  await keys.tabTo(page.getByLabel('Confirm password'));
  await keys.type(E2E_PASSWORD);
  for (const name of [
    /I agree to the Terms of Use/,
    /receive documents and notices electronically/,
    /sign documents electronically/,
    'I agree',
  ]) {
    const box = page.getByRole('checkbox', { name, exact: typeof name === 'string' });
    await keys.tabTo(box);
    await keys.press('Space');
    await expect(box).toBeChecked();
  }
  await keys.submit();

  await expect(loadingScreen(page)).toBeVisible();
  await expect(loadingScreen(page).getByRole('status')).toHaveText(LOADING_FIRST_MESSAGE);
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/, { timeout: 15_000 });

  // The bench figure: every key pressed, e-mail and password included; 0 clicks.
  const figure = `register-v2 keyboard-only with a typeahead address: ${keys.keystrokes} keystrokes, 0 clicks (${keys.breakdown()})`;
  console.log(figure);
  await testInfo.attach('keystrokes', { body: figure, contentType: 'text/plain' });
  expect(keys.keystrokes).toBeGreaterThan(0);
});
