import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect } from '../fixtures.ts';
import { expectNoSeriousViolations } from '../registration/register-steps.ts';

export const APPLICATION_PAGE = /\/account\/heloc\/([0-9a-f-]{36})\/(.+)$/;

/** The application's uuid, read from the page's URL. */
export function applicationUuidOf(page: Page): string {
  const uuid = APPLICATION_PAGE.exec(new URL(page.url()).pathname)?.[1];
  if (!uuid) {
    throw new Error(`not on an application page: ${page.url()}`);
  }
  return uuid;
}

/**
 * Waits until the journey has brought the borrower to `page` (after a write the application root
 * polls the server step, which may take the jobs a few seconds), checks its heading and runs axe.
 */
export async function expectJourneyPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/account/heloc/[0-9a-f-]{36}/${path}(\\?.*)?$`), {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousViolations(page);
}

/** React Aria hides the input under its label: click the label, as a borrower does. */
export async function pickOption(page: Page, name: string | RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

export async function tick(page: Page, name: string | RegExp): Promise<void> {
  const checkbox = page.getByRole('checkbox', { name });
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

/**
 * KIT-019: reads a document in the viewer to its end (the box scrolled to the bottom, where the
 * sentinel shows), so its Sign button unlocks.
 */
export async function readToTheEnd(page: Page, title: string): Promise<void> {
  const viewer = page.getByRole('region', { name: title, exact: true });
  await expect(viewer.getByTestId('pdf-end-sentinel')).toBeAttached({ timeout: 20_000 });
  await viewer.evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  // On a phone the box's own end may sit below the screen: the borrower scrolls the page to it too.
  await viewer.getByTestId('pdf-end-sentinel').scrollIntoViewIfNeeded();
  await expect(viewer.getByTestId('pdf-end-sentinel')).toBeInViewport({ ratio: 0.25 });
}

/** The smallest JFIF image: a real JPEG by its magic bytes, as the ID upload checks. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export function idPhoto(name: string) {
  return { name, mimeType: 'image/jpeg', buffer: TINY_JPEG };
}

/** A one-page PDF, as a declarations page would be scanned. */
export function policyPdf() {
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name: 'declarations-page.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) };
}

/** The sandbox staff user (README "Ops API"): its password and its authenticator's public secret. */
const SANDBOX_STAFF = {
  email: 'ops@hearth.test',
  password: 'hearth-ops-sandbox',
  totp: new TOTP({ secret: Secret.fromBase32('HEARTHSANDBOXSTAFFTOTPSECRET2345') }),
};
const TOTP_STEP_MS = 30_000;

/** This worker's staff session, signed in once and reused while it answers. */
let staffAuthorization: string | undefined;

/**
 * Both steps of the staff log-in. A code is accepted once: when another worker used this step's
 * code, the next step's is tried (the server allows one step of drift), then the next step awaited.
 */
async function signInAsSandboxStaff(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const login = await request.post(endpointPath(opsApi.login), {
      data: { email: SANDBOX_STAFF.email, password: SANDBOX_STAFF.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { challenge } = (await login.json()) as { challenge: string };
    for (const ahead of [0, TOTP_STEP_MS]) {
      const code = SANDBOX_STAFF.totp.generate({ timestamp: Date.now() + ahead });
      const signedIn = await request.post(endpointPath(staffApi.secondFactor), { data: { challenge, code } });
      if (signedIn.status() === 200) {
        const { jwt } = (await signedIn.json()) as { jwt: string };
        return jwt.startsWith('Bearer ') ? jwt : `Bearer ${jwt}`;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, TOTP.remaining({ period: 30 }) + 100));
  }
  throw new Error('the sandbox staff user could not complete the second factor');
}

/** The sandbox staff user's `authorization` header for the ops API (README "Ops API"). */
export async function opsAuthorization(request: APIRequestContext): Promise<string> {
  if (staffAuthorization) {
    const me = await request.get(endpointPath(opsApi.me), { headers: { authorization: staffAuthorization } });
    if (me.status() === 200) {
      return staffAuthorization;
    }
  }
  staffAuthorization = await signInAsSandboxStaff(request);
  return staffAuthorization;
}

const HOUR_MS = 3_600_000;
/** A day is over everywhere at noon UTC the next day, when it ends in UTC−12, the last zone. */
const DAY_OVER_EVERYWHERE_MS = 36 * HOUR_MS;

/** The signed-in borrower's `authorization` header, as the app keeps it: localStorage `jwt` (002 §6). */
export async function borrowerAuthorizationOf(page: Page): Promise<string> {
  const jwt = await page.evaluate(() => window.localStorage.getItem('jwt'));
  expect(jwt, 'a signed-in borrower').toBeTruthy();
  return jwt?.startsWith('Bearer ') ? jwt : `Bearer ${jwt}`;
}

/**
 * The last day to cancel (yyyy-MM-dd) as the application reports it: GET P's
 * `rescissionStartDate` counted on by the business-day rule the complete page and the rescission
 * job use (Sundays and federal holidays excluded, so a holiday week's period is longer).
 */
export async function readRescissionDeadline(
  request: APIRequestContext,
  uuid: string,
  authorization: string,
): Promise<string> {
  const readStart = async () => {
    const response = await request.get(endpointPath(applicationApi.get, { uuid }), {
      headers: { authorization, 'x-org': 'hearth' },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { rescissionStartDate?: string | null }).rescissionStartDate ?? null;
  };
  // Null until the notice's delivery moves the application into RESCISSION.
  await expect.poll(readStart, { timeout: 30_000, message: 'rescissionStartDate' }).not.toBeNull();
  const start = await readStart();
  return getRescissionDeadline([(start ?? '').slice(0, 10)]);
}

/** The complete page's countdown names that day (its last minute, on the property's clock). */
export async function expectRescissionDeadlineShown(page: Page, deadline: string): Promise<void> {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${deadline}T12:00:00Z`),
  );
  await expect(page.getByTestId('rescission-deadline')).toContainText(day);
}

/**
 * Staff move the ops API's sandbox clock (README "Ops API") just past the end of `lastDay`
 * everywhere, so the waiting period that ends with it is over — not by a fixed count of days,
 * which the business-day rule outlasts in a holiday week. Always at least an hour forward, so the
 * waiting jobs are checked again.
 */
export async function advanceSandboxClockPast(request: APIRequestContext, lastDay: string): Promise<void> {
  const authorization = await opsAuthorization(request);
  const clock = await request.get(endpointPath(opsApi.clock), { headers: { authorization } });
  expect(clock.status(), await clock.text()).toBe(200);
  const { now } = (await clock.json()) as { now: string };
  const over = Date.parse(`${lastDay}T00:00:00Z`) + DAY_OVER_EVERYWHERE_MS;
  const advanceHours = Math.max(1, Math.ceil((over - Date.parse(now)) / HOUR_MS));
  const moved = await request.post(endpointPath(opsApi.advanceClock), {
    headers: { authorization },
    data: { advanceHours },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const after = Date.parse(((await moved.json()) as { now: string }).now);
  expect(after, `the sandbox clock past ${lastDay}`).toBeGreaterThan(over);
}

/** Staff move the ops API's sandbox clock `hours` forward (README "Ops API"). */
export async function advanceSandboxClockHours(request: APIRequestContext, hours: number): Promise<void> {
  const moved = await request.post(endpointPath(opsApi.advanceClock), {
    headers: { authorization: await opsAuthorization(request) },
    data: { advanceHours: hours },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}
