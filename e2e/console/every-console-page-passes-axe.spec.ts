import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { SANDBOX_ADMIN, signIn } from './console-helpers.ts';

// Codes are accepted once per 30-second step: signing in may wait for the next one.
test.setTimeout(120_000);

const PAGES = [
  ['Pipeline', 'Pipeline'],
  ['Queues', 'Queues'],
  ['Chatbot feedback', 'Chatbot feedback'],
  ['Chats', 'Chats'],
  ['Approvals', 'Approvals'],
  ['Audit log', 'Audit log'],
  ['HMDA export', 'HMDA export'],
  ['Staff', 'Staff'],
  ['Sandbox tools', 'Sandbox tools'],
  ['My account', 'My account'],
] as const;

test('every console page an ADMIN sees passes axe, and the focus moves to its heading', async ({ page }) => {
  await page.goto('/ops/sign-in');
  await expectAccessiblePage(page, 'Sign in');
  await page.goto('/ops/invitation');
  await expectAccessiblePage(page, 'Accept your invitation');
  await expect(page.getByRole('alert')).toContainText('This invitation link is not valid');

  await signIn(page, SANDBOX_ADMIN);
  const menu = page.getByRole('navigation', { name: 'Console' });
  await expect(menu.getByRole('link')).toHaveText(PAGES.map(([link]) => link));
  for (const [link, heading] of PAGES) {
    await menu.getByRole('link', { name: link }).click();
    const h1 = await expectAccessiblePage(page, heading);
    await expect(h1).toBeFocused();
    await expect(page).toHaveTitle(`${heading} · Hearth staff console`);
  }

  // Paging onto the last page leaves the focus in the pager, not lost on the page's body.
  await BorrowerApi.create(page.request, 'Pager');
  await page.goto('/ops/pipeline?pageSize=1');
  const pager = page.getByRole('navigation', { name: 'Pipeline pages' });
  await expect(pager).toContainText(/Page 1 of [2-9]/);
  const pages = Number((await pager.textContent())?.match(/of (\d+)/)?.[1]);
  await page.goto(`/ops/pipeline?pageSize=1&page=${pages - 1}`);
  await expect(pager).toContainText(`Page ${pages - 1} of ${pages}`);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(pager.getByRole('button', { name: 'Next page' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);

  await page.goto('/ops/no-such-page');
  await expectAccessiblePage(page, 'Page not found');
  // A page shorter than the screen does not scroll: the menu fills the height and no more.
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight),
  ).toBeLessThanOrEqual(0);
});
