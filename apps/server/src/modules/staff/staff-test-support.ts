import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { eq } from 'drizzle-orm';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import type { App } from '../../app.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { encryptPii } from '../../lib/pii.ts';
import { hashPassword } from '../identity/password.ts';
import { generateTotpCode } from './second-factor.ts';
import { insertStaff } from './staff.repository.ts';
import { startStaffSession } from './staff-login.service.ts';

/** Test helpers for the staff suites (not used by the server). */

const STEP_MS = 30_000;

/** The password step; throws unless it answers a challenge. */
export async function passwordStep(app: App, email: string, password: string): Promise<string> {
  const response = await injectEndpoint(app, opsApi.login, { payload: { email, password } });
  if (response.statusCode !== 200) {
    throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ challenge: string }>().challenge;
}

/**
 * A TOTP code the server has not accepted yet: the current step's, or the next one's when this
 * step's code was used (the server accepts one step of drift). Waits for the clock otherwise.
 */
export async function freshTotpCode(app: App, staffUuid: string, secret: string): Promise<string> {
  for (;;) {
    const [row] = await app.db
      .select({ lastStep: staffUsers.totpLastStep })
      .from(staffUsers)
      .where(eq(staffUsers.uuid, staffUuid));
    const now = app.attemptClock().getTime();
    const step = Math.max(Math.floor(now / STEP_MS), (row?.lastStep ?? 0) + 1);
    if (step <= Math.floor(now / STEP_MS) + 1) {
      return generateTotpCode(secret, new Date(step * STEP_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Both log-in steps with an enrolled authenticator's secret; the staff token. */
export async function loginStaffWithSecret(
  app: App,
  staff: { email: string; password: string; totpSecret: string },
): Promise<string> {
  const challenge = await passwordStep(app, staff.email, staff.password);
  const [row] = await app.db
    .select({ uuid: staffUsers.uuid })
    .from(staffUsers)
    .where(eq(staffUsers.email, staff.email.toLowerCase()));
  const code = await freshTotpCode(app, row?.uuid ?? '', staff.totpSecret);
  const response = await injectEndpoint(app, staffApi.secondFactor, { payload: { challenge, code } });
  if (response.statusCode !== 200) {
    throw new Error(`staff second factor failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ jwt: string }>().jwt;
}

let staffCounter = 0;

export interface TestStaff {
  uuid: string;
  email: string;
  password: string;
  totpSecret: string;
  role: StaffRole;
}

/** A staff member written directly, enrolled with a known secret (no log-in). */
export async function createTestStaff(
  app: App,
  options: { role: StaffRole; orgCodes?: string[]; email?: string; password?: string },
): Promise<TestStaff> {
  staffCounter += 1;
  const email =
    options.email ?? `staff-${options.role.toLowerCase()}-${Date.now()}-${staffCounter}@lender.test`;
  const password = options.password ?? 'a long staff test passphrase';
  const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  const row = await insertStaff(app.db, {
    email,
    passwordHash: await hashPassword(password),
    role: options.role,
    orgCodes: options.orgCodes ?? [],
  });
  await app.db
    .update(staffUsers)
    .set({ totpSecretEncrypted: encryptPii(totpSecret, app.config.piiKey), totpConfirmedAt: new Date() })
    .where(eq(staffUsers.uuid, row.uuid));
  return { uuid: row.uuid, email, password, totpSecret, role: options.role };
}

/** A live session of the staff member, started as a completed log-in would start it. */
export async function startTestStaffSession(app: App, staff: Pick<TestStaff, 'uuid' | 'email' | 'role'>) {
  const signedIn = await startStaffSession({ db: app.db, tokens: app.tokens, now: app.attemptClock }, staff);
  return signedIn.jwt;
}

/** A first log-in: password, a new authenticator, its first code. The token, secret and recovery codes. */
export async function enrolAndSignIn(
  app: App,
  email: string,
  password: string,
): Promise<{ jwt: string; secret: string; recoveryCodes: string[] }> {
  const challenge = await passwordStep(app, email, password);
  const enrolment = await injectEndpoint(app, staffApi.startEnrolment, { payload: { challenge } });
  if (enrolment.statusCode !== 200) {
    throw new Error(`enrolment failed: ${enrolment.statusCode} ${enrolment.body}`);
  }
  const { secret } = enrolment.json<{ secret: string }>();
  const confirmed = await injectEndpoint(app, staffApi.confirmEnrolment, {
    payload: { challenge, code: generateTotpCode(secret, app.attemptClock()) },
  });
  if (confirmed.statusCode !== 200) {
    throw new Error(`enrolment confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const { jwt, recoveryCodes } = confirmed.json<{ jwt: string; recoveryCodes: string[] }>();
  return { jwt, secret, recoveryCodes };
}
