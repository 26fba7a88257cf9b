import { createUniqueEmail, E2E_PASSWORD, E2E_PHONE, expect, test } from '../fixtures.ts';
import { ADDRESSES, FLOW_TIMEOUT_MS, HEADINGS } from './register-steps.ts';

// Decision 029 §5: with scripts off, register-v2 goes on through every step as forms the server
// answers, the answers kept in the visitor's server-side draft; each mistake comes back with the
// spec's message at its field.
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

const continueButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: 'Continue' });

test('register-v2 without scripts, from the property to the account and application, messages at the fields (REG-006…013, VAL-036, VAL-041, VAL-002…007)', async ({
  page,
}) => {
  test.setTimeout(FLOW_TIMEOUT_MS);
  await page.goto('/account/heloc/register-v2');
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.property })).toBeVisible();

  // The typed text is no suggestion: the answer lists the suggestions as choices (VAL-036).
  await page.getByRole('combobox', { name: 'Property address' }).fill(ADDRESSES.portland.typed);
  await page.getByText('Second home', { exact: true }).click();
  await continueButton(page).click();
  await expect(page.getByRole('combobox', { name: 'Property address' })).toHaveAccessibleDescription(
    /Please select your address from the list/,
  );
  await page.getByRole('radio', { name: ADDRESSES.portland.option }).check();
  await continueButton(page).click();

  // REG-007: a second home asks where the visitor lives.
  await expect(page).toHaveURL(/\/register-v2\/home-address$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.homeAddress })).toBeVisible();
  await page.getByRole('combobox', { name: 'Home address' }).fill(ADDRESSES.austin.option);
  await continueButton(page).click();

  // VAL-041: Required at the choice, then an answer goes on.
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.forSale })).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.forSale })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveAccessibleDescription(/Required/);
  await page.getByText('No', { exact: true }).click();
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.income })).toBeVisible();
  await page.getByRole('combobox', { name: 'Employment type' }).selectOption('FULL_TIME');
  await page.getByRole('textbox', { name: 'Annual income before taxes' }).fill('120000');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.name })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lee');
  await continueButton(page).click();

  // VAL-003: too young, the message at the field and the date kept; then a date that passes.
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.birthdate })).toBeVisible();
  const dob = page.getByRole('textbox', { name: 'Date of birth' });
  await dob.fill('01/01/2020');
  await continueButton(page).click();
  await expect(dob).toHaveValue('01/01/2020');
  await expect(dob).toHaveAccessibleDescription(/Must be at least 18 years old/);
  await dob.fill('05/15/1980');
  await continueButton(page).click();

  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.contact })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill(E2E_PHONE);
  await page.getByRole('textbox', { name: 'Email' }).fill(createUniqueEmail('noscript'));
  await continueButton(page).click();

  await expect(page).toHaveURL(/\/register-v2\/set-password$/);
  await expect(page.getByRole('heading', { level: 1, name: HEADINGS.password })).toBeVisible();

  // Back on an earlier step, the server draws it with the answers it keeps.
  await page.goto('/account/heloc/register-v2/legal-name');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Pat');
  await page.goto('/account/heloc/register-v2/set-password');

  // VAL-023: the confirmation at its field; the passwords never come back.
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(`${E2E_PASSWORD}x`);
  await continueButton(page).click();
  await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription(/Passwords don't match/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // The account and the application are made on the server; the borrower lands signed in.
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await page.getByRole('checkbox', { name: /receive documents and notices electronically/ }).check();
  await page.getByRole('checkbox', { name: /sign documents electronically/ }).check();
  await page.getByRole('checkbox', { name: 'I agree', exact: true }).check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/account\/heloc\/[0-9a-f-]{36}\/product\/select$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    'hearth_register_draft',
  );
});
