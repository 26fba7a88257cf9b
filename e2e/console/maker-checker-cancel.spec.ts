import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { SELF_DECISION_MESSAGE } from '@hearth/domain/ops/staff-proposal';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { signIn } from './console-helpers.ts';
import { decide, openQueueItem } from './queue-steps.ts';
import { createStaffViaApi } from './staff-api.ts';

// Two staff users enrol and sign in: each sign-in may wait for the next 30-second code.
test.setTimeout(240_000);

test('a cancel needs a second person: proposed from the queue, refused to its maker, approved by a MANAGER', async ({
  page,
  browser,
  request,
}) => {
  const borrower = await BorrowerApi.create(request, 'Delinquent');
  await borrower.waitForStep('DELINQUENCY_REVIEW');
  const { loanNumber } = await borrower.application<{ loanNumber: string }>();
  const maker = await createStaffViaApi(request, 'MANAGER');
  const checker = await createStaffViaApi(request, 'MANAGER');

  await test.step('the maker proposes the cancel from the queue, with a reason', async () => {
    await signIn(page, maker);
    const item = await openQueueItem(page, 'Underwriting review', loanNumber);
    await item.getByRole('button', { name: 'Send decision' }).click();
    await expect(item.getByText('A reason of 5 to 500 characters is required')).toBeVisible();
    await decide(page, item, 'CANCELLED_BY_OPS', 'The borrower asked us by phone to stop');
    await expect(
      page.getByText(`${loanNumber}: CANCELLED_BY_OPS Proposed — waiting for a manager's approval.`),
    ).toBeVisible();
    await expectAccessiblePage(page, 'Queue: Underwriting review');
    // Nothing moved: the application still waits in the queue.
    expect(await borrower.serverStep()).toBe('DELINQUENCY_REVIEW');
  });

  const proposalId = await test.step('the maker cannot approve it, on the page or by the API', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Approvals' }).click();
    await expectAccessiblePage(page, 'Approvals');
    // The list names the file by the loan number the file page shows, and links to it.
    const row = page.getByRole('row').filter({ hasText: loanNumber });
    await expect(row.getByRole('link', { name: loanNumber })).toHaveAttribute(
      'href',
      `/ops/applications/${borrower.uuid}`,
    );
    await expect(row).toContainText('CANCELLED_BY_OPS');
    await expect(row).toContainText('Waiting for a checker');
    await row.getByRole('button', { name: /^Review CANCELLED_BY_OPS/ }).click();
    await expect(page.getByText('You made this proposal, so you cannot approve or reject it')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await expectAccessiblePage(page, 'Approvals');

    const list = await request.get(endpointPath(opsApi.proposals), {
      headers: { authorization: maker.authorization },
      params: { applicationUuid: borrower.uuid, status: 'PENDING' },
    });
    const [proposal] = ((await list.json()) as { proposals: { uuid: string }[] }).proposals;
    const approved = await request.post(endpointPath(opsApi.approveProposal, { id: proposal?.uuid ?? '' }), {
      headers: { authorization: maker.authorization },
      data: { reason: 'Approving my own cancel' },
    });
    expect(approved.status()).toBe(403);
    expect(await approved.text()).toContain(SELF_DECISION_MESSAGE);
    expect(await borrower.serverStep()).toBe('DELINQUENCY_REVIEW');
    return proposal?.uuid;
  });
  expect(proposalId).toBeTruthy();
  // The maker keeps the queue open while the checker decides: the live feed updates it in place.
  const makerItem = await openQueueItem(page, 'Underwriting review', loanNumber);

  const other = await browser.newContext();
  const checkerPage = await other.newPage();
  await test.step('another MANAGER approves it and the application is cancelled', async () => {
    await signIn(checkerPage, checker);
    await checkerPage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Approvals' })
      .click();
    await expectAccessiblePage(checkerPage, 'Approvals');
    const row = checkerPage.getByRole('row').filter({ hasText: loanNumber });
    await row.getByRole('button', { name: /^Review CANCELLED_BY_OPS/ }).click();
    await checkerPage.getByLabel('Reason for your decision').fill('Confirmed with the borrower by phone');
    await checkerPage.getByRole('button', { name: 'Approve' }).click();
    await expect(checkerPage.getByText('The proposal is now approved.')).toBeVisible();
    await expectAccessiblePage(checkerPage, 'Approvals');
    await borrower.waitForStep('CANCELLED');
  });

  await test.step("the pipeline shows the file cancelled, out of the maker's queue", async () => {
    await checkerPage
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Pipeline' })
      .click();
    await expectAccessiblePage(checkerPage, 'Pipeline');
    await checkerPage.getByRole('searchbox', { name: 'Search' }).fill(loanNumber);
    await checkerPage.getByRole('button', { name: 'Apply filters' }).click();
    const row = checkerPage.getByRole('row').filter({ hasText: loanNumber });
    await expect(row).toContainText('Cancelled');
    await expectAccessiblePage(checkerPage, 'Pipeline');
    // The maker's open queue page heard the move on the live feed and dropped the item, unreloaded.
    await expect(makerItem).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Queue: Underwriting review' })).toBeVisible();
  });
  await other.close();
});
