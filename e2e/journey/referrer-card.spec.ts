import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { BorrowerApi, PROPERTIES } from './journey-api.ts';
import { expectJourneyPage } from './journey-steps.ts';

/** The sandbox lead portal's retail loan officer (apps/server/src/providers/sandbox/sandbox-lead-portal.ts). */
const JORDAN_RIVERA = '5b0c1a52-7d4e-4c1e-9a55-1f6f0d1c0a01';

async function openOffersAsReferredBorrower(page: Page): Promise<void> {
  const borrower = await BorrowerApi.create(page.request, 'Lovelace', PROPERTIES.portland, {
    referrerId: JORDAN_RIVERA,
  });
  await borrower.waitForStep('OFFER_SELECTION');
  await borrower.signIn(page);
  await page.goto(`${borrower.rootPath}/product/select`);
  await expectJourneyPage(page, 'product/select', 'Choose your offer');
}

test.describe('A borrower referred by a loan officer (CND-031…036)', () => {
  test('sees their loan officer as a card beside the page on a large screen', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openOffersAsReferredBorrower(page);
    const card = page.getByRole('region', { name: 'Your loan officer' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Jordan Rivera');
    await expect(card).toContainText('NMLS #1234567');
    await expect(card.getByRole('link', { name: 'Call Jordan Rivera' })).toHaveAttribute(
      'href',
      'tel:+15035550142',
    );
    await expect(card.getByRole('link', { name: 'Email Jordan Rivera' })).toHaveAttribute(
      'href',
      'mailto:jordan.rivera@hearth.example',
    );
    await expect(page.getByRole('button', { name: /Your loan officer/ })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });

  test('opens their loan officer from a banner at the top of the page on a phone', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await openOffersAsReferredBorrower(page);
    await expect(page.getByRole('region', { name: 'Your loan officer' })).toBeHidden();
    const banner = page.getByRole('button', { name: /Your loan officer.*Jordan Rivera/ });
    await expect(banner).toBeInViewport();
    await banner.click();
    const panel = page.getByRole('dialog', { name: 'Your loan officer' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('NMLS #1234567');
    await expect(panel.getByRole('link', { name: 'Call Jordan Rivera' })).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(banner).toBeFocused();
  });
});
