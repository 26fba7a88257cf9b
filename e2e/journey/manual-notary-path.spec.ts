import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../registration/register-steps.ts';
import { BorrowerApi, sendOpsEvent } from './journey-api.ts';
import {
  advanceSandboxClockHours,
  advanceSandboxClockPast,
  expectJourneyPage,
  expectRescissionDeadlineShown,
  policyPdf,
  readRescissionDeadline,
} from './journey-steps.ts';

/** "2 days, 13 hours and 30 minutes left" in minutes. */
function readRemainingMinutes(text: string): number {
  const part = (unit: string) => Number(new RegExp(`(\\d+) ${unit}`).exec(text)?.[1] ?? 0);
  return part('days?') * 1440 + part('hours?') * 60 + part('minutes?');
}

/**
 * APP-006: the countdown runs on the server's clock to the deadline the application reports. The
 * sandbox clock is moved a day ahead of the browser's first: what is left must agree with the
 * server's now, never with the device's.
 */
async function expectCountdownOnServerClock(page: Page, borrower: BorrowerApi): Promise<void> {
  await advanceSandboxClockHours(page.request, 24);
  await page.reload();
  const remaining = page.getByTestId('rescission-remaining');
  await expect(remaining).toBeVisible({ timeout: 30_000 });
  const { rescissionEndsAt, serverNow } = await borrower.application<{
    rescissionEndsAt: string;
    serverNow: string;
  }>();
  const serverMinutes = (Date.parse(rescissionEndsAt) - Date.parse(serverNow)) / 60_000;
  const shown = readRemainingMinutes((await remaining.textContent()) ?? '');
  // The property's midnight comes at most a few hours before the server's last instant (the last
  // US midnight); a count from the device's clock would be a whole day more.
  expect(shown).toBeLessThanOrEqual(serverMinutes + 2);
  expect(shown).toBeGreaterThan(serverMinutes - 6 * 60);
}

test.describe('the manual notary path', () => {
  test.describe.configure({ timeout: 180_000 });
  // The device is on New York time; the property, and so the appointment, is on Portland's.
  test.use({ timezoneId: 'America/New_York' });

  test('APP-013, PRG-084, PRG-085: a borrower books a notary at home, sees the time in their zone, and once the notary is done goes on to insurance and funding', async ({
    page,
  }) => {
    const borrower = await BorrowerApi.create(page.request, 'Lovelace');
    await borrower.driveOffersToDisbursement();
    await borrower.driveDisbursementToNotary();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);

    // notary/intro: the disclosure, then a notary at home rather than online.
    await expectJourneyPage(page, 'notary/intro', 'Sign your deed with a notary');
    await page.getByRole('button', { name: 'I understand, continue' }).click();
    await page.getByRole('link', { name: 'Schedule a notary' }).click({ timeout: 30_000 });

    // notary/schedule-manual: slots within notary hours, on the property's clock (Pacific).
    await expectJourneyPage(page, 'notary/schedule-manual', 'Schedule your notary');
    await expect(page.getByTestId('slot-zone')).toHaveText(
      /^Times are shown in Pacific time \(P[SD]T\), the time zone of your home\.$/,
    );
    await expect(page.getByRole('link', { name: 'Back to notary options' })).toBeVisible();
    const slot = page.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio').first();
    const slotName = (await slot.getAttribute('aria-label')) ?? '';
    // "Monday, June 1 9:00 AM": the day, then the time.
    const [, day, time] = /^(.+) (\d{1,2}:\d{2} [AP]M)$/.exec(slotName) ?? [];
    expect(day, `a slot named by its day and time: ${slotName}`).toBeTruthy();
    const slotStart = await slot.getAttribute('value');
    await slot.locator('xpath=ancestor::label[1]').click();
    await expect(slot).toBeChecked();
    await page.getByRole('button', { name: 'Book this time' }).click();

    // notary/reserve-manual: the appointment as booked, in Pacific time, not the device's.
    await expectJourneyPage(page, 'notary/reserve-manual', 'Your notary appointment');
    await expect(page.getByTestId('reserved-time')).toHaveText(new RegExp(`^${day} at ${time} P[SD]T$`));
    const { requestedManualNotaryTime } = await borrower.application<{ requestedManualNotaryTime: string }>();
    expect(Date.parse(requestedManualNotaryTime)).toBe(Date.parse(slotStart ?? ''));

    // The notary signs with the borrower at home and tells us, as the vendor would.
    await sendOpsEvent(page.request, borrower.uuid, 'NOTARY_COMPLETED');

    // insurance: the declarations page of the homeowner's policy.
    await expectJourneyPage(page, 'insurance/(upload|requirements)', /insurance/i);
    if (page.url().includes('insurance/requirements')) {
      await page.getByRole('link', { name: 'Upload my policy' }).click();
    }
    // One "no file" line, ours: the browser's own "No file chosen" picker is hidden.
    const picker = page.getByLabel('Declarations page');
    expect(await picker.evaluate((input) => input.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await expect(page.getByText('No file chosen yet')).toBeVisible();
    await expect(page.getByText('Choose a file')).toBeVisible();
    await picker.setInputFiles(policyPdf());
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    // complete, then past the rescission deadline it shows: recorded and funded.
    await expectJourneyPage(page, 'complete', "You're all signed");
    await expect(page.getByText(/You can cancel this line of credit until/)).toBeVisible({ timeout: 30_000 });
    const deadline = await readRescissionDeadline(page.request, borrower.uuid, `Bearer ${borrower.jwt}`);
    await expectRescissionDeadlineShown(page, deadline);
    await expectCountdownOnServerClock(page, borrower);
    await advanceSandboxClockPast(page.request, deadline);

    // Funded: the complete page says so and stays until the borrower moves on.
    await expect(page.getByTestId('funding-stage')).toHaveText(
      /^Your line of credit is funded: \$[\d,]+\.\d{2} was sent/,
      {
        timeout: 60_000,
      },
    );
    await expect(page).toHaveURL(/\/complete$/);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();

    // The dashboard card of the funded line: its amount and its documents, which download.
    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByRole('article');
    await expect(card.getByRole('definition').filter({ hasText: 'Funded' })).toBeVisible();
    const { amount } = await borrower.application<{ amount: number }>();
    await expect(card.getByTestId('line-amount')).toHaveText(`$${amount.toLocaleString('en-US')}`);
    await expectNoSeriousViolations(page);
    await card.getByRole('link', { name: /^Your documents for application / }).click();
    await expectJourneyPage(page, 'document/disclosures', 'Your documents');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download Driver.s license \(front\)$/i }).click();
    const download = await downloading;
    expect(await download.failure()).toBeNull();
    const bytes = await readFile((await download.path()) ?? '');
    // The uploaded ID image, JPEG bytes as uploaded.
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
