import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { BorrowerApi, PROPERTIES } from './journey-api.ts';
import { expectJourneyPage } from './journey-steps.ts';

/** Creates the persona's application through the API and opens its root, as the borrower does. */
async function openAs(page: Page, lastName: string, property = PROPERTIES.portland): Promise<BorrowerApi> {
  const borrower = await BorrowerApi.create(page.request, lastName, property);
  await borrower.signIn(page);
  await page.goto(borrower.rootPath);
  return borrower;
}

/** Personas whose page is the whole story: README's sandbox table, 000 §4's routes. */
const LANDINGS: [ids: string, lastName: string, path: string, heading: string][] = [
  ['PRG-059', 'Frozen', 'credit/error', 'Your credit report is frozen'],
  ['PRG-060', 'Noproperty', 'review-app/property', "Let's find your property"],
  ['PRG-064', 'Delinquent', 'review-app/delinquency', "We're reviewing a late payment"],
];

/**
 * Declines: the DECLINED step goes to error/decline (000 §4, PRG-061), whose notice is titled by the
 * kind of decline (RTE-018) and gives its principal reason.
 */
const DECLINES: [ids: string, lastName: string, heading: string, reason: string][] = [
  [
    'PRG-061, RTE-018',
    'Decline',
    "We're unable to approve your application",
    'Insufficient equity in the property',
  ],
  [
    'PRG-061, RTE-018',
    'Lowscore',
    "We're unable to approve your application based on your credit score",
    'Credit score below our minimum',
  ],
  [
    'PRG-061, RTE-018',
    'Highdti',
    "We're unable to approve your application based on your income and debts",
    'Debt obligations too high in relation to income',
  ],
];

test.describe('the sandbox personas reach their branch pages', () => {
  for (const [ids, lastName, path, heading] of LANDINGS) {
    test(`${ids}: ${lastName} lands on ${path}`, async ({ page }) => {
      await openAs(page, lastName);
      await expectJourneyPage(page, path, heading);
    });
  }

  test('PRG-057, PRG-058: Nomatch is asked for the SSN on credit/social; one ending 0000 finds no file (review-app/no-credit)', async ({
    page,
  }) => {
    await openAs(page, 'Nomatch');
    await expectJourneyPage(page, 'credit/social', 'Confirm your Social Security number');
    await page.getByRole('textbox', { name: 'Social Security number', exact: true }).fill('123-45-0000');
    await page.getByRole('textbox', { name: 'Confirm Social Security number' }).fill('123-45-0000');
    await page.getByRole('button', { name: 'Check my credit' }).click();
    await expectJourneyPage(page, 'review-app/no-credit', "We couldn't find a credit file");
    await expect(page.getByRole('main')).toContainText('the Social Security number ending in 0000');
  });

  for (const [ids, lastName, heading, reason] of DECLINES) {
    test(`${ids}: ${lastName} lands on error/decline with the adverse action notice (${reason})`, async ({
      page,
    }) => {
      await openAs(page, lastName);
      await expectJourneyPage(page, 'error/decline', heading);
      const main = page.getByRole('main');
      await expect(main).toContainText(/Decision date: /);
      await expect(
        main.getByRole('region', { name: 'The principal reasons for our decision' }),
      ).toContainText(reason);
      await expect(main.getByRole('region', { name: 'Your credit score' })).toContainText(
        'Sandbox Credit Bureau',
      );
      await expect(
        main.getByRole('region', { name: 'Your rights under the Fair Credit Reporting Act' }),
      ).toBeVisible();
      await expect(main.getByRole('region', { name: 'Notice' })).toContainText(
        'The federal Equal Credit Opportunity Act prohibits creditors',
      );
      const download = page.waitForEvent('download');
      await main.getByRole('button', { name: 'Download your notice (PDF)' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });
  }

  test('PRG-082: Liens confirms the liens on the liens page and goes on to the offers', async ({ page }) => {
    await openAs(page, 'Liens');
    await expectJourneyPage(page, 'liens', 'Please confirm the loans on your home');
    const liens = page.getByRole('table', { name: 'Liens on your property' });
    await expect(liens).toContainText('Mortgage');
    await expect(liens).toContainText('Tax lien');
    await expect(liens).toContainText('Paid off from your line');
    await page.getByRole('button', { name: 'Yes, these are correct' }).click();
    await expectJourneyPage(page, 'product/select', 'Choose your offer');
  });

  test('PRG-078: a Texas home is asked about its condition for the BPO once the ID is uploaded', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const borrower = await BorrowerApi.create(page.request, 'Lovelace', PROPERTIES.austin);
    await borrower.driveOffersToDisbursement();
    await borrower.driveDisbursementToIdentity();
    await borrower.uploadIdentity();
    await borrower.signIn(page);
    await page.goto(borrower.rootPath);
    await expectJourneyPage(page, 'bpo/condition', "Tell us about your home's condition");
    await expect(page.getByRole('main')).toContainText('Texas law requires an independent valuation');
  });
});
