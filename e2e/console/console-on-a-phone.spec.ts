import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessiblePage, test } from '../fixtures.ts';
import { BorrowerApi } from '../journey/journey-api.ts';
import { SANDBOX_ADMIN, signIn } from './console-helpers.ts';

// Signing in may wait for the next 30-second code step.
test.setTimeout(120_000);
test.use({ viewport: { width: 390, height: 844 } });

const MENU = [
  'Pipeline',
  'Queues',
  'Chatbot feedback',
  'Chats',
  'Approvals',
  'Audit log',
  'HMDA export',
  'Staff',
  'Sandbox tools',
  'My account',
] as const;

/** How far the page itself is wider than the screen (a table scrolls inside its own box). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The words of `name` and the lines each takes: a word broken inside takes two. */
function linesPerWord(name: Locator): Promise<string[]> {
  return name.evaluate((element) =>
    [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return `${node.textContent}: ${range.getClientRects().length}`;
      }),
  );
}

/** The boxes (sections, cards) whose content sticks out past their right edge. */
function overflowingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main section, main article')]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => box.getAttribute('aria-labelledby') ?? box.tagName),
  );
}

test('on a phone, staff read whole step names, the pipeline as cards, and no console page or file section is wider than the screen', async ({
  page,
  request,
}) => {
  const declined = await BorrowerApi.create(request, 'Decline');
  await declined.waitForStep('DECLINED');
  const { loanNumber } = await declined.application<{ loanNumber: string }>();
  await signIn(page, SANDBOX_ADMIN);

  await test.step('the pipeline shows each application as a card that fits the screen, sortable', async () => {
    await page.goto(`/ops/pipeline?q=${loanNumber}`);
    await expectAccessiblePage(page, 'Pipeline');
    // No table to scroll sideways: the card holds the loan, the step in words and the actions.
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByTestId('pipeline-card').filter({ hasText: loanNumber });
    const step = card.getByText('Declined', { exact: true });
    await expect(step).toBeVisible();
    expect(await linesPerWord(step)).toEqual(['Declined: 1']);
    await expect(card).toContainText('Ended');
    await expect(card).toContainText('Time in step');
    // The amount is named, not a bare dash in a corner before any offer.
    await expect(card.getByRole('definition').filter({ hasText: '—' })).toHaveCount(1);
    await expect(card.getByRole('term').filter({ hasText: 'Amount' })).toHaveCount(1);
    const box = await card.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const byAmount = page.getByRole('button', { name: /^Amount/ });
    await byAmount.click();
    await expect(page).toHaveURL(/sort=amount/);
    await expect(byAmount).toHaveAttribute('aria-pressed', 'true');
    await expect(byAmount).toBeFocused();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  await test.step('the application file’s sections hold their content', async () => {
    await page.getByRole('link', { name: loanNumber }).click();
    await expectAccessiblePage(page, `Application ${loanNumber}`);
    await expect(page.getByRole('list', { name: 'Step moves, newest first' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    expect(await overflowingBoxes(page)).toEqual([]);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  const menu = page.getByRole('navigation', { name: 'Console' });
  for (const heading of MENU) {
    await test.step(`${heading} fits the screen’s width`, async () => {
      await menu.getByRole('link', { name: heading }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      expect(await pageOverflow(page), `${heading} is wider than the screen`).toBeLessThanOrEqual(0);
    });
  }
});
