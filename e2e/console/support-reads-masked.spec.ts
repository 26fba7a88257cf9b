import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { signIn } from './console-helpers.ts';
import { createStaffViaApi } from './staff-api.ts';

// Enrolment takes one authenticator code and the sign-in the next: up to a 30-second wait.
test.setTimeout(150_000);

test('a SUPPORT user reads the pipeline and queue with PII masked, has no decision, and the server refuses one', async ({
  page,
  request,
}) => {
  const borrower = await BorrowerApi.create(request, 'Delinquent');
  await borrower.waitForStep('DELINQUENCY_REVIEW');
  const { loanNumber } = await borrower.application<{ loanNumber: string }>();
  const support = await createStaffViaApi(request, 'SUPPORT');
  await signIn(page, support);

  await test.step('the pipeline finds the application, its e-mail masked', async () => {
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Pipeline' }).click();
    await expectAccessiblePage(page, 'Pipeline');
    await page.getByRole('searchbox', { name: 'Search' }).fill(loanNumber);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${loanNumber}`));
    const row = page.getByRole('row').filter({ hasText: loanNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Delinquency review');
    await expect(row).toContainText('***');
    await expect(page.getByTestId('pipeline-summary')).toHaveText('Applications 1–1 of 1.');
    await expectAccessiblePage(page, 'Pipeline');
  });

  await test.step('its queue shows it without decisions or assignment', async () => {
    await page.getByRole('link', { name: /Underwriting review/ }).click();
    await expectAccessiblePage(page, 'Queue: Underwriting review');
    const item = page.getByTestId('queue-item').filter({ hasText: loanNumber });
    await expect(item).toContainText('Your role has no decision to take here');
    await expect(item.getByRole('button', { name: 'Send decision' })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Assign to me' })).toHaveCount(0);
    await expect(item.getByRole('button', { name: /Reveal/ })).toHaveCount(0);
  });

  await test.step('the server refuses a decision sent by hand, and nothing moves', async () => {
    const sent = await request.post(endpointPath(opsApi.sendEvent, { uuid: borrower.uuid }), {
      headers: { authorization: support.authorization },
      data: {
        event: 'CANCELLED_BY_OPS',
        reason: 'Trying what SUPPORT may not do',
        expectedStep: 'DELINQUENCY_REVIEW',
      },
    });
    expect(sent.status()).toBe(403);
    expect(await borrower.serverStep()).toBe('DELINQUENCY_REVIEW');
  });
});
