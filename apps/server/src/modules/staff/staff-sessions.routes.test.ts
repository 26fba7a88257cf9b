import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { staffSessions } from '../../db/schema/index.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';
import { staffRequest } from '../ops/ops-test-support.ts';
import { CANNOT_CHANGE_SELF } from './staff-accounts.service.ts';
import {
  createTestStaff,
  loginStaffWithSecret,
  passwordStep,
  startTestStaffSession,
} from './staff-test-support.ts';

let clock = new Date();
const suite = useTestApp(
  () => buildIdentityTestApp({}, { attempts: { now: () => clock } }),
  async (t) => ({ admin: await createTestStaff(t.app, { role: 'ADMIN' }) }),
);

beforeEach(() => {
  clock = new Date();
});

const minutes = (count: number) => count * 60_000;
const me = (jwt: string) => staffRequest(suite.t.app, jwt, opsApi.me);

describe('a staff session', () => {
  it('ends after 15 minutes without a call, on every instance (the shared row)', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const jwt = await loginStaffWithSecret(suite.t.app, staff);
    clock = new Date(clock.getTime() + minutes(14));
    expect((await me(jwt)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + minutes(14));
    expect((await me(jwt)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + minutes(15) + 1000);
    expect((await me(jwt)).statusCode).toBe(401);
    clock = new Date(clock.getTime() - minutes(10));
    expect((await me(jwt)).statusCode, 'an idle session stays ended').toBe(401);
  });

  it('ends 12 hours after the log-in however busy', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const jwt = await loginStaffWithSecret(suite.t.app, staff);
    const claims = await suite.t.app.tokens.verifyToken(jwt);
    expect(claims.session.expiresAt.getTime() - claims.issuedAt.getTime()).toBe(12 * 60 * minutes(1));
    clock = new Date(claims.session.expiresAt.getTime() + 1000);
    await suite.t.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(clock.getTime() - minutes(1)) })
      .where(eq(staffSessions.sessionId, claims.session.id));
    expect((await me(jwt)).statusCode).toBe(401);
  });

  it('is listed with the others, and ending another stops its token at once', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'UNDERWRITER' });
    const laptop = await startTestStaffSession(suite.t.app, staff);
    const desktop = await startTestStaffSession(suite.t.app, staff);
    const listed = await staffRequest(suite.t.app, desktop, staffApi.sessions);
    const sessions = listed.json<Array<{ id: string; current: boolean }>>();
    expect(sessions).toHaveLength(2);
    const laptopId = (await suite.t.app.tokens.verifyToken(laptop)).session.id;
    expect(sessions.find((session) => session.current)?.id).not.toBe(laptopId);

    const revoked = await staffRequest(suite.t.app, desktop, staffApi.revokeSession, {
      params: { id: laptopId },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(desktop)).statusCode).toBe(200);
    const again = await staffRequest(suite.t.app, desktop, staffApi.revokeSession, {
      params: { id: laptopId },
    });
    expect(again.statusCode).toBe(404);
  });

  it("cannot end another staff member's session", async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const theirs = await startTestStaffSession(suite.t.app, staff);
    const mine = await startTestStaffSession(suite.t.app, suite.admin);
    const theirId = (await suite.t.app.tokens.verifyToken(theirs)).session.id;
    const response = await staffRequest(suite.t.app, mine, staffApi.revokeSession, {
      params: { id: theirId },
    });
    expect(response.statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
  });
});

describe('an admin changing another account', () => {
  it('disables a staff member: their live token is refused at once, so is their log-in; re-enabling lets them in', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'MANAGER' });
    const jwt = await loginStaffWithSecret(suite.t.app, staff);
    const admin = await startTestStaffSession(suite.t.app, suite.admin);

    const disabled = await staffRequest(suite.t.app, admin, staffApi.disable, {
      params: { uuid: staff.uuid },
    });
    expect(disabled.json()).toMatchObject({ uuid: staff.uuid, active: false });
    expect((await me(jwt)).statusCode).toBe(401);
    const login = await injectEndpoint(suite.t.app, opsApi.login, {
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.statusCode).toBe(401);

    const enabled = await staffRequest(suite.t.app, admin, staffApi.enable, { params: { uuid: staff.uuid } });
    expect(enabled.json()).toMatchObject({ active: true });
    expect((await me(jwt)).statusCode, 'a disabled session does not come back').toBe(401);
    await passwordStep(suite.t.app, staff.email, staff.password);
  });

  it('resets a second factor: sessions end and the next log-in enrols again', async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'PROCESSOR' });
    const jwt = await loginStaffWithSecret(suite.t.app, staff);
    const admin = await startTestStaffSession(suite.t.app, suite.admin);
    const reset = await staffRequest(suite.t.app, admin, staffApi.resetSecondFactor, {
      params: { uuid: staff.uuid },
    });
    expect(reset.json()).toMatchObject({ secondFactorEnrolled: false });
    expect((await me(jwt)).statusCode).toBe(401);
    const login = await injectEndpoint(suite.t.app, opsApi.login, {
      payload: { email: staff.email, password: staff.password },
    });
    expect(login.json()).toMatchObject({ secondFactor: 'ENROL' });
  });

  it('refuses to disable or reset oneself, and answers 404 for an unknown staff member', async () => {
    const admin = await startTestStaffSession(suite.t.app, suite.admin);
    const self = await staffRequest(suite.t.app, admin, staffApi.disable, {
      params: { uuid: suite.admin.uuid },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ errors: [CANNOT_CHANGE_SELF] });
    const unknown = await staffRequest(suite.t.app, admin, staffApi.disable, {
      params: { uuid: crypto.randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("changes another's role and lenders, effective on their next call", async () => {
    const staff = await createTestStaff(suite.t.app, { role: 'SUPPORT' });
    const jwt = await startTestStaffSession(suite.t.app, staff);
    expect((await staffRequest(suite.t.app, jwt, opsApi.applications)).statusCode).toBe(200);
    const admin = await startTestStaffSession(suite.t.app, suite.admin);
    const changed = await staffRequest(suite.t.app, admin, staffApi.change, {
      params: { uuid: staff.uuid },
      payload: { role: 'UNDERWRITER', orgCodes: ['silverpine', 'silverpine'] },
    });
    expect(changed.json()).toMatchObject({ role: 'UNDERWRITER', orgCodes: ['silverpine'] });
    expect((await me(jwt)).json()).toMatchObject({ role: 'UNDERWRITER' });

    const own = await staffRequest(suite.t.app, admin, staffApi.change, {
      params: { uuid: suite.admin.uuid },
      payload: { role: 'SUPPORT' },
    });
    expect(own.statusCode).toBe(409);
    const unknownLender = await staffRequest(suite.t.app, admin, staffApi.change, {
      params: { uuid: staff.uuid },
      payload: { orgCodes: ['no-such-lender'] },
    });
    expect(unknownLender.statusCode).toBe(400);
  });

  it('lists every staff member with role, lenders and second-factor state', async () => {
    const admin = await startTestStaffSession(suite.t.app, suite.admin);
    const listed = await staffRequest(suite.t.app, admin, staffApi.list);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        uuid: suite.admin.uuid,
        role: 'ADMIN',
        orgCodes: [],
        secondFactorEnrolled: true,
      }),
    );
  });
});
