import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { BorrowerApi, PROPERTIES } from '../journey/journey-api.ts';

/**
 * The chatbot in the real chat widget: the launcher "Chat with us" (CHT-001), its chatbot mode
 * forced by `?mode=chatbot` outside production (CHT-010), answered from the signed-in borrower's
 * own application (decision 032).
 */
test.describe('The support chatbot', () => {
  test('answers a signed-in borrower with their real next step, takes a thumbs-down and hands over to a person', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const borrower = await BorrowerApi.create(page.request, 'Lovelace', PROPERTIES.portland);
    await borrower.waitForStep('OFFER_SELECTION');
    await borrower.signIn(page);
    await page.goto(`${borrower.rootPath}/product/select?mode=chatbot`);
    // The page arrives rendered by the server; the launcher answers once the app has taken over.
    await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Chat with us' }).click();
    const box = page.getByRole('textbox', { name: 'Ask a question' });
    await box.fill("what's my next step?");
    await box.press('Enter');

    const log = page.getByRole('log', { name: 'Chatbot conversation' });
    await expect(log).toContainText(
      'You are at "Select Offer". Choose your offer: pick a fixed term, then the line amount you want.',
    );
    await expect(log).toContainText('Source: Your application');
    await expectNoSeriousA11yViolations(page);

    await log.getByRole('button', { name: 'This answer did not help' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell us more' });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog).toContainText('Please select a reason');
    await dialog.getByRole('radio', { name: 'Not specific to my application' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thanks for your feedback.')).toBeVisible();

    await page.getByRole('button', { name: 'Talk to a person' }).click();
    await expect(box).toBeHidden();
    // In chat hours the conversation waits for an agent (CHT-028); outside them a message is left.
    await expect(page.getByText(/Waiting for next available agent|leave us a message/i)).toBeVisible();
  });
});
