import { randomUUID } from 'node:crypto';
import { opsBannersApi } from '@hearth/domain/api/banners-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsFeedbackApi } from '@hearth/domain/api/feedback-api';
import {
  expect,
  expectAccessiblePage,
  expectNoSeriousA11yViolations,
  loginAs,
  registerViaApi,
  test,
} from '../fixtures.ts';
import { opsAuthorization } from '../journey/journey-steps.ts';

// This spec owns the hearth-ny lender's banners: no other spec visits its main-site pages.
const ORG = 'hearth-ny';

test('Staff publish a banner a borrower sees, and the borrower writes to the CEO (CND-014…030)', async ({
  page,
  request,
}) => {
  const staff = await opsAuthorization(request);
  const message = `Our branches close at noon on Friday (${randomUUID().slice(0, 8)})`;
  const created = await request.post(endpointPath(opsBannersApi.create, { orgCode: ORG }), {
    headers: { authorization: staff },
    data: { message, apps: ['main-site'], variant: 'warn' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const banner = (await created.json()) as { uuid: string };

  try {
    const borrower = await registerViaApi(request, ORG);
    await loginAs(page, borrower.jwt);
    await page.goto(`/dashboard?org=${ORG}`);
    await expectAccessiblePage(page);
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await expect(announcements).toContainText(message);

    // On a phone the banner wraps inside the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await announcements.getByText(message).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Share your feedback with the CEO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share your thoughts with our CEO' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByText('Please choose a topic')).toBeVisible();
    await expect(dialog.getByText('Must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Improve our product' })).toBeFocused();

    await dialog.getByText('Give us a compliment').click();
    const feedback = `The new dashboard is clear (${randomUUID().slice(0, 8)})`;
    await dialog.getByRole('textbox', { name: 'Your feedback' }).fill(feedback);
    await dialog.getByText('No', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you.');

    const listed = await request.get(endpointPath(opsFeedbackApi.ceo), {
      headers: { authorization: staff },
      params: { org: ORG, pageSize: '100' },
    });
    expect(listed.status()).toBe(200);
    const { items } = (await listed.json()) as { items: Array<Record<string, unknown>> };
    expect(items.find((item) => item.message === feedback)).toMatchObject({
      topic: 'COMPLIMENT',
      marketingConsent: false,
      pathname: '/dashboard',
      productType: 'HELOC',
      applicationUuid: null,
    });
  } finally {
    const retired = await request.post(
      endpointPath(opsBannersApi.retire, { orgCode: ORG, bannerUuid: banner.uuid }),
      { headers: { authorization: staff } },
    );
    expect(retired.status()).toBe(200);
  }

  await page.goto(`/dashboard?org=${ORG}`);
  await expectAccessiblePage(page);
  await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
});
