import { identityApi } from '@hearth/domain/api/identity-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents, staffUsers } from '../../db/schema/index.ts';
import {
  APPLICATIONS_PATH,
  buildIdentityTestApp,
  getWithToken,
  registerUser,
} from '../identity/identity-test-support.ts';
import { hashPassword } from '../identity/password.ts';
import { createTokenService } from '../identity/token.service.ts';
import { loginAsStaff, staffRequest } from '../ops/ops-test-support.ts';
import { SANDBOX_STAFF, seedStaffUser } from './staff-seed.ts';
import { insertStaffSession } from './staff-session.repository.ts';
import { freshTotpCode } from './staff-test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildIdentityTestApp();
  await seedStaffUser(t.app);
});
afterAll(async () => {
  await t.close();
});

function login(email: string, password: string) {
  return injectEndpoint(t.app, opsApi.login, { payload: { email, password } });
}

describe('POST /ops/api/v1/login', () => {
  it('asks the seeded sandbox staff user for a code, then gives a staff-scoped token', async () => {
    const response = await login(SANDBOX_STAFF.email.toUpperCase(), SANDBOX_STAFF.password);

    expect(response.statusCode).toBe(200);
    const step = response.json<{ challenge: string; secondFactor: string }>();
    expect(step.secondFactor).toBe('CODE');
    expect(step).not.toHaveProperty('jwt');
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, SANDBOX_STAFF.email));
    const code = await freshTotpCode(t.app, staff?.uuid ?? '', SANDBOX_STAFF.totpSecret);
    const signedIn = await injectEndpoint(t.app, staffApi.secondFactor, {
      payload: { challenge: step.challenge, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const body = signedIn.json<{ uuid: string; jwt: string; email: string; role: string }>();
    expect(body).toMatchObject({ email: SANDBOX_STAFF.email, role: 'ADMIN' });
    const claims = await t.app.tokens.verifyToken(body.jwt);
    expect(claims).toMatchObject({ scope: 'staff', identityUuid: body.uuid });
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, body.uuid));
    expect(audit.map((event) => event.action)).toContain('staff.logged-in');
  });

  it.each([
    ['a wrong password', SANDBOX_STAFF.email, 'not-the-password'],
    ['an unknown e-mail', 'nobody@hearth.test', SANDBOX_STAFF.password],
  ])('refuses %s with the same 401', async (_case, email, password) => {
    const response = await login(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['Invalid email or password'] });
  });

  it('refuses a deactivated staff user', async () => {
    const email = 'former@hearth.test';
    await t.db
      .insert(staffUsers)
      .values({ email, passwordHash: await hashPassword('former-pass'), active: false });
    expect((await login(email, 'former-pass')).statusCode).toBe(401);
  });

  it('refuses a borrower token on every ops route with 403', async () => {
    const borrower = await registerUser(t.app);
    const staffEndpoints = Object.values(opsApi).filter((endpoint) => endpoint.auth === 'staff');
    expect(staffEndpoints.length).toBeGreaterThan(5);
    for (const endpoint of staffEndpoints) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
      const params = Object.fromEntries(names.map((name) => [name, crypto.randomUUID()]));
      const response = await staffRequest(t.app, borrower.jwt, endpoint, { params, payload: {} });
      expect(response.statusCode, endpoint.id).toBe(403);
      expect(response.json()).toEqual({ errors: ['Staff only'] });
    }
  });

  it('refuses a missing or forged token on ops routes with 401', async () => {
    expect((await injectEndpoint(t.app, opsApi.applications)).statusCode).toBe(401);
    const forged = await staffRequest(t.app, 'aaaa.bbbb.cccc', opsApi.applications);
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a staff token on borrower routes with 403', async () => {
    const staffJwt = await loginAsStaff(t.app);
    const response = await getWithToken(t.app, APPLICATIONS_PATH, staffJwt);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ errors: ['A staff token cannot be used here'] });
    const identity = await injectEndpoint(t.app, identityApi.get, { token: staffJwt });
    expect(identity.statusCode).toBe(403);
  });
});

describe('the staff session', () => {
  it('names the signed-in staff user, and signing out revokes the token at once (audited)', async () => {
    const staffJwt = await loginAsStaff(t.app);
    const me = await staffRequest(t.app, staffJwt, opsApi.me);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: SANDBOX_STAFF.email, role: 'ADMIN' });

    const logout = await staffRequest(t.app, staffJwt, opsApi.logout);
    expect(logout.statusCode).toBe(204);
    expect((await staffRequest(t.app, staffJwt, opsApi.me)).statusCode).toBe(401);
    const staffUuid = me.json<{ uuid: string }>().uuid;
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityUuid, staffUuid));
    expect(audit.map((event) => event.action)).toContain('staff.logged-out');
  });

  it('renews a staff token with under 15 minutes left, still staff-scoped', async () => {
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, SANDBOX_STAFF.email));
    const issuedAt = new Date(Date.now() - 50 * 60 * 1000);
    const ageing = await createTokenService({ secret: t.config.jwtSecret, now: () => issuedAt }).issueToken({
      identityUuid: staff?.uuid ?? '',
      orgCode: '*',
      scope: 'staff',
    });
    await insertStaffSession(t.db, {
      sessionId: ageing.session.id,
      staffUuid: staff?.uuid ?? '',
      now: new Date(),
      expiresAt: ageing.session.expiresAt,
    });
    const response = await staffRequest(t.app, ageing.jwt, opsApi.me);
    expect(response.statusCode).toBe(200);
    const renewed = /^Bearer (.+)$/.exec(String(response.headers.authorization))?.[1] ?? '';
    expect(await t.app.tokens.verifyToken(renewed)).toMatchObject({
      scope: 'staff',
      identityUuid: staff?.uuid,
    });
  });
});

describe('staff log-in rate limit', () => {
  it('answers 429 after 10 attempts a minute from one address, like the borrower log-in', async () => {
    const limited = await buildIdentityTestApp({ rateLimitsEnabled: true });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await injectEndpoint(limited.app, opsApi.login, {
          payload: { email: 'nobody@hearth.test', password: 'whatever-it-is' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
