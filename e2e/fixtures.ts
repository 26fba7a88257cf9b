import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './support/e2e-env.ts';

export { expect };

/** Meets every password rule of the registration form (001 §5). */
export const E2E_PASSWORD = 'Hearth-e2e-2026!';
export const E2E_PHONE = '4155550123';

export interface RegisteredUser {
  email: string;
  password: string;
  jwt: string;
}

/** A fresh address per call, so specs never collide with each other or with earlier runs. */
export function createUniqueEmail(label = 'visitor'): string {
  return `e2e-${label}-${randomUUID().slice(0, 8)}@hearth.test`;
}

/** Registers through the API (the identity's register call) and returns the raw jwt. */
export async function registerViaApi(
  request: APIRequestContext,
  org = 'hearth',
  email = createUniqueEmail(),
): Promise<RegisteredUser> {
  const response = await request.post(endpointPath(identityApi.register), {
    headers: { 'x-org': org },
    params: { organization: org },
    data: { email, password: E2E_PASSWORD, phoneNumber: E2E_PHONE },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { jwt: string };
  return { email, password: E2E_PASSWORD, jwt: body.jwt.replace(/^Bearer /, '') };
}

/** Signs the browser in the way the app itself does: `Bearer <jwt>` in localStorage `jwt` (002 §6). */
export async function loginAs(page: Page, jwt: string): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((token) => {
    window.localStorage.setItem('jwt', `Bearer ${token}`);
  }, jwt);
}

/** Runs axe on the page as it is now; any serious or critical violation fails the test. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')} ${node.html.slice(0, 160)}\n      ${node.failureSummary ?? ''}`,
        )
        .join('\n')}`,
  );
  // Soft: the test still fails, but goes on to show whether the flow itself works.
  expect.soft(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits for the page's main heading, then checks it with axe. Returns the heading. */
export async function expectAccessiblePage(page: Page, heading?: string | RegExp) {
  const h1 = heading
    ? page.getByRole('heading', { level: 1, name: heading })
    : page.getByRole('heading', { level: 1 });
  await expect(h1.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  return h1.first();
}

type FlagOverrides = Record<
  string,
  Record<string, { enabled: boolean; variables?: Record<string, unknown> }>
>;

/**
 * The specs' `test`: an uncaught error in the page fails it, and `setFeatureFlags` writes
 * `${DATA_DIR}/feature-flags.json` (docs/decisions/003-feature-flags.md), which the server re-reads
 * on change and which is removed again after the test.
 */
export const test = base.extend<{ setFeatureFlags: (overrides: FlagOverrides) => void }>({
  page: async ({ page }, use) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => {
      uncaught.push(error.message);
    });
    await use(page);
    expect(uncaught, 'uncaught errors in the page').toEqual([]);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  setFeatureFlags: async ({}, use) => {
    const file = join(E2E_DATA_DIR, 'feature-flags.json');
    await use((overrides) => {
      writeFileSync(file, JSON.stringify(overrides, null, 2));
    });
    rmSync(file, { force: true });
  },
});
