import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from '../fixtures.ts';

// Decision 029: with scripts off, the first register step and the log-in are forms the server
// answers, rendered with the spec's message at the field; nothing typed goes into an address.
test.use({ javaScriptEnabled: false });

/**
 * The page's heading, then axe on the page as a visitor without scripts has it: axe is a script, so
 * it runs on a copy of the page (its scripts removed) opened where scripts may run.
 */
async function expectAccessibleWithoutScripts(page: Page, browser: Browser, heading?: string) {
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await expect(h1.first()).toBeVisible();
  const html = (await page.content()).replace(
    /<script\b(?![^>]*type="application\/json")[\s\S]*?<\/script>/g,
    '',
  );
  const context = await browser.newContext({ javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.route(page.url(), (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await copy.goto(page.url());
  await expectNoSeriousA11yViolations(copy);
  await context.close();
}

/** Every address the page asks for, to show that no field's value went into one. */
function recordAddresses(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('register-v2’s first step without scripts: the messages at the fields, what was typed kept (VAL-035…037)', async ({
  page,
  browser,
}) => {
  const urls = recordAddresses(page);
  await page.goto('/account/heloc/register-v2');
  await expectAccessibleWithoutScripts(page, browser, 'Where is the property?');

  const address = page.getByRole('combobox', { name: 'Property address' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAccessibleWithoutScripts(page, browser, 'Where is the property?');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAccessibleDescription(/Please enter a valid property address/);
  await expect(
    page.getByRole('radiogroup', { name: 'How do you use this property?' }),
  ).toHaveAccessibleDescription('Please select an occupancy type');

  await address.fill('99 Nowhere Road');
  // The radio itself is drawn by its card: the visitor clicks the card's label.
  await page.getByText('Primary residence', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAccessibleWithoutScripts(page, browser, 'Where is the property?');
  await expect(address).toHaveValue('99 Nowhere Road');
  await expect(address).toHaveAccessibleDescription(/Please select your address from the list/);
  await expect(page.getByRole('radio', { name: 'Primary residence' })).toBeChecked();

  expect(urls.filter((url) => url.includes('Nowhere'))).toEqual([]);
  expect(page.url()).toMatch(/\/account\/heloc\/register-v2$/);
});

test('the log-in without scripts: the messages at the fields, the password never in an address or the page', async ({
  page,
  browser,
}) => {
  const urls = recordAddresses(page);
  await page.goto('/auth/login');
  await expectAccessibleWithoutScripts(page, browser, 'Log in to your account');

  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@');
  await page.getByLabel('Password', { exact: true }).fill('Secret-Word-99!');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expectAccessibleWithoutScripts(page, browser, 'Log in to your account');
  await expect(email).toHaveValue('ada@');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await page.content()).not.toContain('Secret-Word-99!');
  expect(urls.filter((url) => url.includes('Secret') || url.includes('ada%40'))).toEqual([]);
  expect(page.url()).toMatch(/\/auth\/login$/);
});

test('the log-in without scripts signs the borrower in: the next page arrives rendered for them', async ({
  page,
  browser,
  request,
}) => {
  const user = await registerViaApi(request, 'hearth');
  const urls = recordAddresses(page);
  await page.goto('/auth/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expectAccessibleWithoutScripts(page, browser);
  expect(
    urls.filter((url) => url.includes(encodeURIComponent(user.password)) || url.includes(user.password)),
  ).toEqual([]);
});
