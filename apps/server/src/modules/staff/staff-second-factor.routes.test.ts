import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { auditEvents, staffUsers } from '../../db/schema/index.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { ACCOUNT_LOCKED } from '../identity/login-lockout.ts';
import { staffRequest } from '../ops/ops-test-support.ts';
import { generateTotpCode } from './second-factor.ts';
import { CHALLENGE_EXPIRED, INVALID_CODE } from './staff-login.service.ts';
import { createTestStaff, enrolAndSignIn, freshTotpCode, passwordStep } from './staff-test-support.ts';

let clock = new Date();
const suite = useTestApp(() => buildIdentityTestApp({}, { attempts: { now: () => clock } }));

beforeEach(() => {
  clock = new Date();
});

function secondFactor(challenge: string, code: string) {
  return injectEndpoint(suite.t.app, staffApi.secondFactor, { payload: { challenge, code } });
}

async function newStaffWithoutAuthenticator() {
  const staff = await createTestStaff(suite.t.app, { role: 'PROCESSOR' });
  await suite.t.db
    .update(staffUsers)
    .set({ totpSecretEncrypted: null, totpConfirmedAt: null })
    .where(eq(staffUsers.uuid, staff.uuid));
  return staff;
}

describe('enrolling an authenticator at the first log-in', () => {
  it('gives an otpauth URI and an SVG QR code, then signs in with ten recovery codes on the first code', async () => {
    const staff = await newStaffWithoutAuthenticator();
    const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
    const enrolment = await injectEndpoint(suite.t.app, staffApi.startEnrolment, { payload: { challenge } });
    expect(enrolment.statusCode).toBe(200);
    const { otpauthUri, qrCode, secret } = enrolment.json<{
      otpauthUri: string;
      qrCode: string;
      secret: string;
    }>();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Hearth:/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await injectEndpoint(suite.t.app, staffApi.confirmEnrolment, {
      payload: { challenge, code: generateTotpCode(secret, new Date(clock.getTime() - 120_000)) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [INVALID_CODE] });

    const confirmed = await injectEndpoint(suite.t.app, staffApi.confirmEnrolment, {
      payload: { challenge, code: generateTotpCode(secret, clock) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json<{ jwt: string; recoveryCodes: string[]; role: string }>();
    expect(body.role).toBe('PROCESSOR');
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await staffRequest(suite.t.app, body.jwt, opsApi.me)).statusCode).toBe(200);

    const again = await passwordStep(suite.t.app, staff.email, staff.password);
    const reenrol = await injectEndpoint(suite.t.app, staffApi.startEnrolment, {
      payload: { challenge: again },
    });
    expect(reenrol.statusCode).toBe(409);
  });

  it('gives no token for a challenge without a code', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const login = await injectEndpoint(suite.t.app, opsApi.login, {
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.json()).toEqual({ challenge: expect.any(String), secondFactor: 'CODE' });
    expect(
      (await staffRequest(suite.t.app, login.json<{ challenge: string }>().challenge, opsApi.me)).statusCode,
    ).toBe(401);
  });
});

describe('the authentication code', () => {
  it('refuses a wrong code, and a right one replayed within its window', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const first = await passwordStep(suite.t.app, staff.email, staff.password);
    const wrong = await secondFactor(
      first,
      generateTotpCode(staff.totpSecret, new Date(clock.getTime() + 300_000)),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ errors: [INVALID_CODE] });

    const code = generateTotpCode(staff.totpSecret, clock);
    expect((await secondFactor(first, code)).statusCode).toBe(200);

    const second = await passwordStep(suite.t.app, staff.email, staff.password);
    const replayed = await secondFactor(second, code);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ errors: [INVALID_CODE] });
    const fresh = await freshTotpCode(suite.t.app, staff.uuid, staff.totpSecret);
    expect((await secondFactor(second, fresh)).statusCode).toBe(200);

    const audit = await suite.t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, staff.uuid));
    expect(audit.filter((event) => event.action === 'staff.second-factor-failed')).toHaveLength(2);
  });

  it('takes each recovery code once', async () => {
    const staff = await newStaffWithoutAuthenticator();
    const { recoveryCodes } = await enrolAndSignIn(suite.t.app, staff.email, staff.password);
    const [code = ''] = recoveryCodes;
    const first = await passwordStep(suite.t.app, staff.email, staff.password);
    expect((await secondFactor(first, code.toUpperCase())).statusCode).toBe(200);
    const second = await passwordStep(suite.t.app, staff.email, staff.password);
    expect((await secondFactor(second, code)).statusCode).toBe(401);
    expect((await secondFactor(second, recoveryCodes[1] ?? '')).statusCode).toBe(200);
  });

  it('renews the recovery codes on a current authenticator code; the old ones stop working', async () => {
    const staff = await newStaffWithoutAuthenticator();
    const { jwt, secret, recoveryCodes } = await enrolAndSignIn(suite.t.app, staff.email, staff.password);
    const refused = await staffRequest(suite.t.app, jwt, staffApi.newRecoveryCodes, {
      payload: { code: recoveryCodes[0] },
    });
    expect(refused.statusCode).toBe(403);
    const renewed = await staffRequest(suite.t.app, jwt, staffApi.newRecoveryCodes, {
      payload: { code: await freshTotpCode(suite.t.app, staff.uuid, secret) },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(10);

    const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
    expect((await secondFactor(challenge, recoveryCodes[1] ?? '')).statusCode).toBe(401);
    expect((await secondFactor(challenge, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('starts one session from one challenge when two right answers race', async () => {
    const staff = await newStaffWithoutAuthenticator();
    const { recoveryCodes } = await enrolAndSignIn(suite.t.app, staff.email, staff.password);
    const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
    const answers = await Promise.all([
      secondFactor(challenge, recoveryCodes[0] ?? ''),
      secondFactor(challenge, recoveryCodes[1] ?? ''),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)?.json()).toEqual({
      errors: [CHALLENGE_EXPIRED],
    });
  });

  it('ends the challenge after five minutes and after it signed in once', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
    expect((await secondFactor(challenge, generateTotpCode(staff.totpSecret, clock))).statusCode).toBe(200);
    const reused = await secondFactor(
      challenge,
      await freshTotpCode(suite.t.app, staff.uuid, staff.totpSecret),
    );
    expect(reused.json()).toEqual({ errors: [CHALLENGE_EXPIRED] });

    const late = await passwordStep(suite.t.app, staff.email, staff.password);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1000);
    const expired = await secondFactor(late, generateTotpCode(staff.totpSecret, clock));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ errors: [CHALLENGE_EXPIRED] });
  });

  it('locks the account after ten wrong codes, like ten wrong passwords', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await secondFactor(challenge, '000000')).statusCode).toBe(401);
    }
    const locked = await secondFactor(challenge, generateTotpCode(staff.totpSecret, clock));
    expect(locked.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
    const login = await injectEndpoint(suite.t.app, opsApi.login, {
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ errors: [ACCOUNT_LOCKED] });
  });
});
