import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_DATA_DIR } from '../support/e2e-env.ts';

/** The sandbox ADMIN the server seeds outside production (README, "Staff accounts and signing in"). */
export const SANDBOX_ADMIN = {
  email: 'ops@hearth.test',
  password: 'hearth-ops-sandbox',
  totpSecret: 'HEARTHSANDBOXSTAFFTOTPSECRET2345',
};

const STEP_SECONDS = 30;

/** Claims one 30-second step of one secret across every Playwright worker (a file created once). */
function claimStep(secret: string, step: number): boolean {
  const dir = join(E2E_DATA_DIR, 'e2e-totp-steps');
  mkdirSync(dir, { recursive: true });
  try {
    closeSync(openSync(join(dir, `${secret}-${step}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A code for `secret` that the server has not accepted yet: each code is accepted once (and only a
 * later step after it), so a second sign-in with the same secret, in this test or another worker's,
 * waits for the next 30-second step. Allow a test that calls this twice a minute or more.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: STEP_SECONDS });
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / 1000 / STEP_SECONDS);
    // A code typed in the last second of its step may reach the server in the next one: wait it out.
    const msToNextStep = (step + 1) * STEP_SECONDS * 1000 - now;
    if (msToNextStep > 2_000 && claimStep(secret, step)) {
      return totp.generate({ timestamp: now });
    }
    await new Promise((resolve) => setTimeout(resolve, msToNextStep + 100));
  }
}

export const INVALID_CODE_MESSAGE = 'The authentication code is not valid';

/**
 * Enters a fresh code at the "Authentication code" step and submits it (by keyboard when asked)
 * until the console is open. Other specs sign the sandbox user in through the API and may take a
 * step first (they try the next step's code too): then this step's code is refused, and the next
 * one is entered.
 */
export async function submitFreshCode(
  page: Page,
  secret: string,
  { button = 'Sign in', keyboard = false }: { button?: string; keyboard?: boolean } = {},
): Promise<void> {
  const field = page.getByLabel('Authentication code');
  const refused = page.getByText(INVALID_CODE_MESSAGE);
  const signedIn = page.getByTestId('staff-email');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const code = await freshTotpCode(secret);
    if (keyboard) {
      await field.focus();
      await page.keyboard.type(code);
      await page.keyboard.press('Enter');
    } else {
      await field.fill(code);
      await page.getByRole('button', { name: button }).click();
    }
    await expect(refused).toBeHidden();
    await expect(signedIn.or(refused)).toBeVisible();
    if (await signedIn.isVisible()) {
      return;
    }
  }
  throw new Error('three fresh authentication codes were refused');
}

/** Signs in through the console's own pages: e-mail, password, then an authentication code. */
export async function signIn(
  page: Page,
  account: { email: string; password: string; totpSecret: string },
): Promise<void> {
  await page.goto('/ops/sign-in');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await submitFreshCode(page, account.totpSecret);
  await expect(page.getByTestId('staff-email')).toHaveText(account.email);
}

/** A unique staff address per run. */
export function uniqueStaffEmail(label: string): string {
  return `e2e-${label}-${Math.random().toString(36).slice(2, 10)}@hearth.test`;
}
