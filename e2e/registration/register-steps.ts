import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { createUniqueEmail, E2E_PASSWORD, E2E_PHONE, expect } from '../fixtures.ts';

/** The step headings (apps/web/src/locales/en/registration.json). */
export const HEADINGS = {
  property: 'Where is the property?',
  homeAddress: 'Where do you live?',
  forSale: 'Is the property for sale?',
  income: "What's your annual income?",
  name: "What's your legal name?",
  birthdate: "What's your date of birth?",
  contact: 'How can we reach you?',
  password: 'Create your password',
  passwordSignedIn: 'Review and agree',
} as const;

/** A whole flow with axe on every step takes longer than the default 30 s on a busy machine. */
export const FLOW_TIMEOUT_MS = 150_000;

export const LOADING_FIRST_MESSAGE = 'Creating your account…';

/** Sandbox addresses that always exist (apps/server/src/providers/sandbox/fixed-addresses.ts). */
export const ADDRESSES = {
  portland: { typed: '123 Main St Portland', option: '123 Main St, Portland, OR 97201' },
  austin: { typed: '456 Congress Ave', option: '456 Congress Ave, Austin, TX 78701' },
  newYork: { typed: '789 Broadway New York', option: /^789 Broadway.*, New York, NY 10003$/ },
  honolulu: { typed: '55 Kalakaua Ave', option: '55 Kalakaua Ave, Honolulu, HI 96815' },
  galveston: { typed: '12 Harbor Rd', option: '12 Harbor Rd, Galveston, TX 77550' },
  miami: { typed: '200 Ocean Dr', option: '200 Ocean Dr, Miami Beach, FL 33139' },
} as const;

export type SandboxAddress = (typeof ADDRESSES)[keyof typeof ADDRESSES];

export interface Borrower {
  firstName: string;
  lastName: string;
  /** MM/dd/yyyy digits as typed */
  dob: string;
  phone: string;
  email: string;
  income: string;
}

export function makeBorrower(overrides: Partial<Borrower> = {}): Borrower {
  return {
    firstName: 'Pat',
    lastName: 'Lee',
    dob: '05151980',
    phone: E2E_PHONE,
    email: createUniqueEmail('register'),
    income: '120000',
    ...overrides,
  };
}

/** Axe on the whole page as it is now, nothing left out: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(' | ')}`,
    );
  expect.soft(serious, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits for the step's h1, then runs axe on it (every step, the a11y bar). */
export async function expectStep(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSeriousViolations(page);
}

/** React Aria hides the radio input under its label: pick an option as a borrower does, by its label. */
export async function pickRadio(page: Page, name: string, within: Page | Locator = page): Promise<void> {
  const radio = within.getByRole('radio', { name, exact: true });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

export async function pressContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function chooseAddress(page: Page, address: SandboxAddress, label = 'Property address') {
  const combobox = page.getByRole('combobox', { name: label });
  // The last character as a real keystroke: the list opens on typing, as for a borrower.
  await combobox.fill(address.typed.slice(0, -1));
  await combobox.pressSequentially(address.typed.slice(-1));
  // On a touch screen React Aria shows the list only once the on-screen keyboard has had its time to
  // open; until then it is laid out but hidden, and a tap would land on the page behind it.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await page.getByRole('option', { name: address.option }).click();
}

/** The property step: address, then occupancy (Primary residence unless told). */
export async function fillPropertyStep(page: Page, address: SandboxAddress, occupancy = 'Primary residence') {
  await expectStep(page, HEADINGS.property);
  await chooseAddress(page, address);
  await pickRadio(page, occupancy);
  await pressContinue(page);
}

/**
 * for-sale → income → name → birthdate → contact, each checked with axe. `fromProfile`: the
 * borrower is signed in with a profile that already has their name and e-mail (REG-015): those
 * show prefilled and read-only instead of being typed.
 */
export async function fillMiddleSteps(
  page: Page,
  borrower: Borrower,
  { fromProfile = false }: { fromProfile?: boolean } = {},
): Promise<void> {
  await expectStep(page, HEADINGS.forSale);
  await pickRadio(page, 'No');
  await pressContinue(page);

  await expectStep(page, HEADINGS.income);
  await page.getByLabel('Employment type').selectOption({ label: 'Full-time employed' });
  await page.getByLabel('Annual income before taxes').fill(borrower.income);
  await pressContinue(page);

  await expectStep(page, HEADINGS.name);
  if (fromProfile) {
    await expect(page.getByLabel('First name')).toHaveValue(borrower.firstName);
    await expect(page.getByLabel('First name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Last name')).toHaveValue(borrower.lastName);
  } else {
    await page.getByLabel('First name').fill(borrower.firstName);
    await page.getByLabel('Last name').fill(borrower.lastName);
  }
  await pressContinue(page);

  await fillBirthdate(page, borrower.dob);

  await expectStep(page, HEADINGS.contact);
  await page.getByLabel('Mobile phone').fill(borrower.phone);
  if (fromProfile) {
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(borrower.email);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  } else {
    await page.getByRole('textbox', { name: 'Email' }).fill(borrower.email);
  }
  await pressContinue(page);
}

export async function fillBirthdate(page: Page, digits: string): Promise<void> {
  await expectStep(page, HEADINGS.birthdate);
  await page.getByLabel('Date of birth').pressSequentially(digits);
  await pressContinue(page);
}

/** The last step: password (when anonymous), the four required agreements, then submit. */
export async function fillPasswordStep(page: Page, { signedIn = false } = {}): Promise<void> {
  await expectStep(page, signedIn ? HEADINGS.passwordSignedIn : HEADINGS.password);
  if (!signedIn) {
    await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await page.getByLabel('Confirm password').fill(E2E_PASSWORD);
  }
  await page.getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
  await page.getByRole('checkbox', { name: /receive documents and notices electronically/ }).check();
  await page.getByRole('checkbox', { name: /sign documents electronically/ }).check();
  await page.getByRole('checkbox', { name: 'I agree', exact: true }).check();
  await pressContinue(page);
}

export function loadingScreen(page: Page): Locator {
  return page.getByTestId('register-loading');
}
