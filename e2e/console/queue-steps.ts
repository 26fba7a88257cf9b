import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessiblePage } from '../fixtures.ts';

/** Opens a queue from the console's menu, as staff do, and returns the card of `loanNumber` in it. */
export async function openQueueItem(page: Page, queueLabel: string, loanNumber: string): Promise<Locator> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Queues' }).click();
  await expectAccessiblePage(page, 'Queues');
  await page.getByRole('link', { name: new RegExp(queueLabel) }).click();
  await expectAccessiblePage(page, `Queue: ${queueLabel}`);
  const item = page.getByTestId('queue-item').filter({ hasText: loanNumber });
  await expect(item).toHaveCount(1);
  return item;
}

/** Chooses a decision on a queue card, gives the reason and sends it. */
export async function decide(page: Page, item: Locator, event: string, reason: string): Promise<void> {
  await item.getByRole('button', { name: /Decision$/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${event} `) }).click();
  await item.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await item.getByRole('button', { name: 'Send decision' }).click();
}
