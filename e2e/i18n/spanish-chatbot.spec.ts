import { endpointPath } from '@hearth/domain/api/endpoint';
import { profileApi } from '@hearth/domain/api/profile-api';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { BorrowerApi, PROPERTIES } from '../journey/journey-api.ts';
import { findEnglishOnPage, say } from './catalogues.ts';

// Decision 036, "The chatbot in Spanish": the chatbot answers a visitor in the page's language and
// a signed-in borrower in their profile's, from the Spanish help content and their own application.

async function ask(page: Page, question: string): Promise<void> {
  const box = page.getByRole('textbox', { name: say('chatbot:askLabel') });
  await box.fill(question);
  await box.press('Enter');
}

async function openChatbot(page: Page): Promise<void> {
  // The page arrives rendered by the server; the launcher answers once the app has taken over.
  await page.locator('html[data-page-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: say('layout:header.chatWithUs') }).click();
}

test.describe('The support chatbot in Spanish', () => {
  test('answers a signed-in Spanish-speaking borrower with their next step, in Spanish', async ({ page }) => {
    test.setTimeout(90_000);
    const borrower = await BorrowerApi.create(page.request, 'Lovelace', PROPERTIES.portland);
    const chosen = await page.request.put(endpointPath(profileApi.setLanguage), {
      headers: { authorization: `Bearer ${borrower.jwt}`, 'x-org': 'hearth' },
      data: { language: 'es' },
    });
    expect(chosen.status()).toBe(200);
    await borrower.waitForStep('OFFER_SELECTION');
    await borrower.signIn(page);
    await page.goto(`${borrower.rootPath}/product/select?mode=chatbot&lang=es`);
    await openChatbot(page);

    await ask(page, '¿cuál es mi próximo paso?');
    const log = page.getByRole('log', { name: say('chatbot:messages') });
    await expect(log).toContainText(
      'Usted está en "Elegir oferta". Elija su oferta: escoja un plazo fijo y luego el monto de línea que desea.',
    );
    await expect(log).toContainText(say('chatbot:source').replace('{{title}}', 'Su solicitud'));

    await ask(page, 'cuanto tarda la tasacion');
    await expect(log).toContainText('Solo cuando la valuación de su vivienda lo requiere');
    await expect(log).toContainText(say('chatbot:source').replace('{{title}}', '¿Necesito una tasación?'));
    expect.soft(await findEnglishOnPage(page), 'English strings in the chatbot').toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
