import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { policyPdf } from '../journey/journey-steps.ts';
import { signIn } from './console-helpers.ts';
import { createStaffViaApi } from './staff-api.ts';

// The staff user enrols (one authenticator code) and then signs in (the next code).
test.setTimeout(180_000);

const TITLE = 'Recent bank statement';

test('a PROCESSOR raises a condition, the borrower answers it, the PROCESSOR accepts and resolves it', async ({
  page,
  browser,
}) => {
  const borrower = await BorrowerApi.create(page.request, 'Lovelace');
  await borrower.waitForStep('OFFER_SELECTION');
  const processor = await createStaffViaApi(page.request, 'PROCESSOR');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, processor);

  await test.step('the PROCESSOR raises a condition on the file', async () => {
    await staff.goto(`/ops/applications/${borrower.uuid}`);
    await expectAccessiblePage(staff, /^Application /);
    const form = staff.getByRole('form', { name: 'Raise a condition' });
    await form.getByRole('button', { name: 'Raise condition' }).click();
    await expect(form.getByText('A title is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await form
      .getByRole('textbox', { name: 'Description' })
      .fill('Please upload your latest bank statement.');
    // The box is drawn over React Aria's visually hidden input: a person clicks the label.
    await form.getByText('Bank statement', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Bank statement' })).toBeChecked();
    await form.getByRole('button', { name: 'Raise condition' }).click();
    await expect(staff.getByText(`Condition “${TITLE}” raised.`)).toBeVisible();
    await expect(staff.getByTestId('condition').filter({ hasText: TITLE })).toContainText('(Open)');
  });

  await test.step('the borrower sees the request and uploads a document', async () => {
    await borrower.signIn(page);
    await page.goto(`${borrower.rootPath}/conditions`);
    await expectAccessiblePage(page, 'Requests from your lender');
    const request = page.getByRole('listitem').filter({ hasText: TITLE });
    await expect(request).toContainText('Action needed');
    await request.getByRole('link', { name: 'Upload Document' }).click();
    await page.getByLabel('Document', { exact: true }).setInputFiles(policyPdf());
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(/Thank you, we have everything we asked for/)).toBeVisible();
  });

  await test.step('the PROCESSOR accepts the upload and resolves the condition', async () => {
    await staff.reload();
    await expectAccessiblePage(staff, /^Application /);
    const condition = staff.getByTestId('condition').filter({ hasText: TITLE });
    await expect(condition).toContainText('(Submitted)');
    await condition.getByRole('button', { name: 'Accept upload 1' }).click();
    await expect(condition.getByTestId('upload-review')).toHaveText('ACCEPTED');
    await condition.getByRole('button', { name: `Resolve ${TITLE}` }).click();
    await expect(condition).toContainText('(Resolved)');
    await expectAccessiblePage(staff, /^Application /);
  });
  await staffContext.close();
});
