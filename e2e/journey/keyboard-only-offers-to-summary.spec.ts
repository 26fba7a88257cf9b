import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { Keyboard } from '../support/keyboard.ts';
import { BorrowerApi } from './journey-api.ts';
import { expectJourneyPage } from './journey-steps.ts';

/** Arrow keys move the choice through a radio group until `radio` is the checked one. */
async function arrowTo(keys: Keyboard, radio: Locator): Promise<void> {
  for (let presses = 0; presses < 10 && !(await radio.isChecked()); presses += 1) {
    await keys.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}

test('APP-014, APP-016, KIT-019, KIT a11y: a keyboard-only borrower goes from the offers to the signed application summary; the keystrokes are counted', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const borrower = await BorrowerApi.create(page.request, 'Lovelace');
  await borrower.waitForStep('OFFER_SELECTION');
  await borrower.signIn(page);
  await page.goto(borrower.rootPath);
  const keys = new Keyboard(page);

  // product/select: a 10-year offer by the arrow keys, the line three whole thousands below the largest
  // (an arrow key steps to the next whole $1,000), confirmed.
  await expectJourneyPage(page, 'product/select', 'Choose your offer');
  keys.step('offers');
  const offers = page.getByRole('radiogroup', { name: 'Fixed-rate offers' });
  await keys.tabTo(offers.getByRole('radio'));
  await arrowTo(keys, offers.getByRole('radio', { name: /^10-year fixed/ }));
  const slider = page.getByRole('slider', { name: 'Line amount' });
  await keys.tabTo(slider);
  await keys.press('End');
  // React Aria's slider thumb is a range input: its value and bounds are the input's own.
  const largest = Number(await slider.getAttribute('max'));
  await expect(slider).toHaveValue(String(largest));
  for (let press = 0; press < 3; press += 1) {
    await keys.press('ArrowLeft');
  }
  const chosen = Math.ceil(largest / 1000) * 1000 - 3000;
  await expect(slider).toHaveValue(String(chosen));
  await keys.tabTo(page.getByRole('button', { name: 'Review my offer' }));
  await keys.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm your offer' });
  await expect(confirm).toContainText('10 years');
  await keys.tabTo(confirm.getByRole('button', { name: 'Confirm this offer' }));
  await keys.press('Enter');

  // start/contact: the sole owner, the SSN typed, the hard-credit consent by Space.
  await expectJourneyPage(page, 'start/contact', 'Tell us a bit more');
  keys.step('contact');
  const owners = page.getByRole('radiogroup', { name: 'Who owns the property?' });
  await keys.tabTo(owners.getByRole('radio'));
  await arrowTo(keys, owners.getByRole('radio', { name: /^Only me/ }));
  await keys.tabTo(page.getByRole('textbox', { name: 'Social Security number' }));
  await keys.type('123456789');
  const consent = page.getByRole('checkbox', { name: /^I authorize/ });
  await keys.tabTo(consent);
  await keys.press('Space');
  await expect(consent).toBeChecked();
  await keys.submit();

  // start/hmda: 'I do not wish to provide this information' in each group, by Space.
  await expectJourneyPage(page, 'start/hmda', 'Demographic information');
  keys.step('hmda');
  for (const group of ['Ethnicity (check one or more)', 'Race (check one or more)', 'Sex']) {
    const decline = page
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: 'I do not wish to provide this information' });
    await keys.tabTo(decline);
    await keys.press('Space');
    await expect(decline).toBeChecked();
  }
  await keys.submit();

  // start/app-summary: each document scrolled to its end in the viewer (End), then signed.
  await expectJourneyPage(page, 'start/app-summary', 'Review and sign your application');
  keys.step('app-summary');
  for (const title of ['Application summary', 'Early HELOC disclosure']) {
    const viewer = page.getByRole('region', { name: title, exact: true });
    await expect(viewer.getByTestId('pdf-end-sentinel')).toBeAttached({ timeout: 20_000 });
    const sign = page.getByRole('button', { name: `Sign ${title}` });
    await expect(sign).toBeDisabled();
    await keys.tabTo(viewer);
    await keys.press('End');
    await expect(viewer.getByTestId('pdf-end-sentinel')).toBeInViewport({ ratio: 0.25 });
    await expect(sign).toBeEnabled();
    await keys.tabTo(page.getByRole('textbox', { name: 'Your full legal name' }));
    await keys.type('Ada Lovelace');
    await keys.tabTo(sign);
    await keys.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) })).toBeHidden({
      timeout: 20_000,
    });
  }
  await expect(page.getByRole('status').filter({ hasText: 'Your application is signed' })).toBeVisible();
  await keys.tabTo(page.getByRole('button', { name: 'Continue' }));
  await keys.press('Enter');
  await expectJourneyPage(page, 'income/review', 'Verify your income');
  // What the keys chose is what the server holds: the 10-year offer, three thousands below its largest.
  expect(await borrower.application<{ term: number; amount: number }>()).toMatchObject({
    term: 10,
    amount: chosen,
  });

  const figure = `offers to signed summary, keyboard only: ${keys.keystrokes} keystrokes, 0 clicks (${keys.breakdown()})`;
  console.log(figure);
  await testInfo.attach('keystrokes', { body: figure, contentType: 'text/plain' });
  expect(keys.keystrokes).toBeGreaterThan(0);
});
