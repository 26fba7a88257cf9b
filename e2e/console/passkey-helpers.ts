import { expect, type Page } from '@playwright/test';
import { freshTotpCode, INVALID_CODE_MESSAGE } from './console-helpers.ts';

/**
 * Gives the page Chromium's virtual authenticator (through the DevTools protocol): a platform
 * authenticator that keeps resident keys and verifies its user, answering every passkey prompt.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/**
 * Adds a passkey on My account with a fresh authentication code; another spec may take a step's
 * code first (through the API), then the next one is entered.
 */
export async function addPasskey(page: Page, name: string, totpSecret: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a passkey' });
  const added = page.getByText(`The passkey ${name} is added.`);
  const refused = form.getByText(INVALID_CODE_MESSAGE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await form.getByLabel('Passkey name').fill(name);
    await form.getByLabel('Authentication code').fill(await freshTotpCode(totpSecret));
    await form.getByRole('button', { name: 'Add passkey' }).click();
    await expect(added.or(refused)).toBeVisible();
    if (await added.isVisible()) {
      return;
    }
  }
  throw new Error('three fresh authentication codes were refused');
}
