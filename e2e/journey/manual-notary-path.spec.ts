import { expect, test } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../registration/register-steps.ts';
import { BorrowerApi, sendOpsEvent } from './journey-api.ts';
import {
  advanceSandboxClockPast,
  expectJourneyPage,
  expectRescissionDeadlineShown,
  policyPdf,
  readRescissionDeadline,
} from './journey-steps.ts';

test.describe('the manual notary path (issue 5)', () => {
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
      /^Times are shown in your time zone \(P[SD]T, America\/Los_Angeles\)\.$/,
    );
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
    await page.getByLabel('Declarations page').setInputFiles(policyPdf());
    await page.getByRole('button', { name: 'Upload and continue' }).click();

    // complete, then past the rescission deadline it shows: recorded and funded.
    await expectJourneyPage(page, 'complete', "You're all signed");
    await expect(page.getByText(/You can cancel this line of credit until/)).toBeVisible({ timeout: 30_000 });
    const deadline = await readRescissionDeadline(page.request, borrower.uuid, `Bearer ${borrower.jwt}`);
    await expectRescissionDeadlineShown(page, deadline);
    await advanceSandboxClockPast(page.request, deadline);
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
    await expect(
      page.getByRole('article').getByRole('definition').filter({ hasText: 'Funded' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
