import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { expectJourneyPage } from '../journey/journey-steps.ts';
import { signIn } from './console-helpers.ts';
import { decide, openQueueItem } from './queue-steps.ts';
import { createStaffViaApi } from './staff-api.ts';

// The borrower's journey to the ID upload, then an enrolment and a sign-in (up to a 30-second wait).
test.setTimeout(240_000);

test('a Fraud persona waits in the fraud review queue; staff check the ID, clear it, and the borrower moves on', async ({
  page,
  browser,
  request,
}) => {
  const borrower = await BorrowerApi.create(request, 'Fraud');
  await borrower.driveOffersToDisbursement();
  await borrower.driveDisbursementToIdentity();
  await borrower.uploadIdentity();
  await borrower.waitForStep('FRAUD_REVIEW');
  const { loanNumber } = await borrower.application<{ loanNumber: string }>();

  const borrowerContext = await browser.newContext();
  const borrowerPage = await borrowerContext.newPage();
  await borrower.signIn(borrowerPage);
  await borrowerPage.goto(borrower.rootPath);
  await expect(borrowerPage).not.toHaveURL(/signing\/intro/);

  // The identity fraud review is an underwriting decision (staff-permissions.ts).
  const reviewer = await createStaffViaApi(request, 'UNDERWRITER');
  await signIn(page, reviewer);

  await test.step('a shared pipeline link finds the file waiting in the fraud review queue', async () => {
    await page.goto(`/ops/pipeline?queue=FRAUD_REVIEW&q=${loanNumber}`);
    await expectAccessiblePage(page, 'Pipeline');
    const row = page.getByRole('row').filter({ hasText: loanNumber });
    await expect(row).toContainText('Fraud review');
    await expect(row).toContainText('Identity fraud review');
    await expect(row).toContainText('Sandbox: ID_FRAUD');
    await expect(page.getByTestId('queue-count-FRAUD_REVIEW')).not.toHaveText('0');
  });

  const item = await openQueueItem(page, 'Identity fraud review', loanNumber);
  await item.getByRole('button', { name: 'Assign to me' }).click();
  await expect(item.getByTestId('assignee')).toHaveText(reviewer.email);

  await test.step('the uploaded ID opens on the application file', async () => {
    await page.goto(`/ops/applications/${borrower.uuid}`);
    await expectAccessiblePage(page, `Application ${loanNumber}`);
    const headers = { authorization: reviewer.authorization };
    const list = await request.get(endpointPath(opsFileApi.documents, { uuid: borrower.uuid }), { headers });
    const documents = (await list.json()) as { type: string; filename: string }[];
    const front = documents.find((document) => document.type === 'DRIVERS_LICENSE_FRONT');
    expect(front, 'the front of the ID').toBeDefined();
    await page
      .getByRole('button', { name: `View ${front?.filename ?? ''}` })
      .first()
      .click();
    await expect(
      page.getByRole('img', { name: `DRIVERS_LICENSE_FRONT: ${front?.filename ?? ''}` }),
    ).toBeVisible();
    await page.goBack();
  });

  await test.step('the review is cleared with a reason and the item leaves the queue', async () => {
    await decide(page, item, 'REVIEW_CLEARED', 'The photo matches the licence on a second look');
    await expect(page.getByText(`${loanNumber}: REVIEW_CLEARED sent`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await expectAccessiblePage(page, 'Queue: Identity fraud review');
  });

  await test.step("the borrower's page moves on to the final offer", async () => {
    await expectJourneyPage(borrowerPage, 'signing/intro', 'Your final offer');
  });
  await borrowerContext.close();
});
