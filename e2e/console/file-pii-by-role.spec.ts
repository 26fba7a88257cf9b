import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { signIn } from './console-helpers.ts';
import { createStaffViaApi } from './staff-api.ts';

// Each staff user enrols (one authenticator code) and then signs in (the next code).
test.setTimeout(240_000);

test('SUPPORT sees the file masked with no Reveal; an UNDERWRITER reveals with a reason', async ({
  page,
  browser,
}) => {
  const borrower = await BorrowerApi.create(page.request, 'Lovelace');
  await borrower.driveOffersToSummary();

  await test.step('SUPPORT: masked, no Reveal, no document or decision', async () => {
    const support = await createStaffViaApi(page.request, 'SUPPORT');
    const context = await browser.newContext();
    const staff = await context.newPage();
    await signIn(staff, support);
    await staff.goto(`/ops/applications/${borrower.uuid}`);
    await expectAccessiblePage(staff, /^Application /);
    const people = staff.getByRole('region', { name: 'Applicant and signers' });
    await expect(people.getByTestId('ssn-masked')).toHaveText('***-**-****');
    await expect(people.getByText('Your role sees personal data masked and cannot reveal it.')).toBeVisible();
    await expect(people.getByRole('button', { name: /Reveal/ })).toHaveCount(0);
    await expect(staff.getByText('Your role cannot send events or take decisions on a file.')).toBeVisible();
    await expect(staff.getByRole('button', { name: /^View / }).first()).toBeDisabled();
    await context.close();
  });

  await test.step('UNDERWRITER: last four shown, Reveal needs a reason, then shows the SSN', async () => {
    const underwriter = await createStaffViaApi(page.request, 'UNDERWRITER');
    const context = await browser.newContext();
    const staff = await context.newPage();
    await signIn(staff, underwriter);
    await staff.goto(`/ops/applications/${borrower.uuid}`);
    await expectAccessiblePage(staff, /^Application /);
    const people = staff.getByRole('region', { name: 'Applicant and signers' });
    await expect(people.getByTestId('ssn-masked')).toHaveText('***-**-6789');
    await people.getByRole('button', { name: /^Reveal SSN and date of birth of / }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByLabel('Reason')).toBeFocused();
    await dialog.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expect(dialog.getByText('A reason is required to reveal personal data')).toBeVisible();
    await expectAccessiblePage(staff, /^Application /);
    await dialog.getByLabel('Reason').fill('Borrower called to confirm identity');
    await dialog.getByRole('button', { name: 'Reveal', exact: true }).click();
    await expect(dialog.getByTestId('revealed-pii')).toContainText('123-45-6789');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(people.getByRole('button', { name: /^Reveal SSN/ })).toBeFocused();
    await context.close();
  });
});
