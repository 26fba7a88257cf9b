import { opsApi } from '@hearth/domain/api/ops-api';
import { passkeyApi } from '@hearth/domain/api/passkey-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { PASSKEY_MESSAGES, type StaffPasskey } from '@hearth/domain/ops/staff-passkey';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { staffRequest, useTestAppWithStaff } from '../ops/ops-test-support.ts';
import { SoftwareAuthenticator } from './passkey-test-support.ts';
import { CHALLENGE_EXPIRED, INVALID_CODE } from './staff-login.service.ts';
import {
  createTestStaff,
  freshTotpCode,
  passwordStep,
  startTestStaffSession,
  type TestStaff,
} from './staff-test-support.ts';

const suite = useTestAppWithStaff();

type Options = { challenge: string; rp: { id: string }; rpId: string; allowCredentials?: { id: string }[] };

/** A staff member signed in, with a passkey registered through the API. */
async function withPasskey(name = 'Desk key') {
  const app = suite.t.app;
  const staff = await createTestStaff(app, { role: 'PROCESSOR' });
  const jwt = await startTestStaffSession(app, staff);
  const authenticator = new SoftwareAuthenticator();
  const registered = await register(staff, jwt, authenticator, name);
  expect(registered.statusCode, registered.body).toBe(201);
  return { staff, jwt, authenticator, passkey: registered.json<StaffPasskey>() };
}

async function register(staff: TestStaff, jwt: string, authenticator: SoftwareAuthenticator, name: string) {
  const app = suite.t.app;
  const options = await staffRequest(app, jwt, passkeyApi.registrationOptions);
  expect(options.statusCode, options.body).toBe(200);
  return staffRequest(app, jwt, passkeyApi.register, {
    payload: {
      name,
      code: await freshTotpCode(app, staff.uuid, staff.totpSecret),
      credential: authenticator.attest(options.json<Options>()),
    },
  });
}

/** The password step, then the passkey options for it. */
async function startPasskeyLogin(staff: TestStaff) {
  const challenge = await passwordStep(suite.t.app, staff.email, staff.password);
  const options = await injectEndpoint(suite.t.app, passkeyApi.loginOptions, { payload: { challenge } });
  expect(options.statusCode, options.body).toBe(200);
  return { challenge, options: options.json<Options>() };
}

function passkeyLogin(challenge: string, credential: unknown) {
  return injectEndpoint(suite.t.app, passkeyApi.login, { payload: { challenge, credential } });
}

async function audited(action: string, staffUuid: string) {
  const rows = await suite.t.db
    .select({ details: auditEvents.details })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.entityUuid, staffUuid)));
  return rows.map((row) => row.details);
}

describe('ops: registering a passkey', () => {
  it('adds a passkey for the signed-in user, listed with its counter, transports and name; audited', async () => {
    const { staff, jwt, passkey } = await withPasskey('YubiKey 5');
    expect(passkey).toMatchObject({ name: 'YubiKey 5', counter: 0, transports: ['usb'], lastUsedAt: null });
    const list = await staffRequest(suite.t.app, jwt, passkeyApi.list);
    expect(list.json()).toEqual([passkey]);
    expect(await audited('staff.passkey-added', staff.uuid)).toEqual([{ passkeyUuid: passkey.uuid }]);
  });

  it('needs a current authentication code, and a fresh challenge each time', async () => {
    const app = suite.t.app;
    const staff = await createTestStaff(app, { role: 'SUPPORT' });
    const jwt = await startTestStaffSession(app, staff);
    const authenticator = new SoftwareAuthenticator();
    const options = (await staffRequest(app, jwt, passkeyApi.registrationOptions)).json<Options>();
    const credential = authenticator.attest(options);
    const noCode = await staffRequest(app, jwt, passkeyApi.register, {
      payload: { name: 'Key', code: '000000', credential },
    });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json()).toEqual({ errors: [INVALID_CODE] });
    const first = await staffRequest(app, jwt, passkeyApi.register, {
      payload: { name: 'Key', code: await freshTotpCode(app, staff.uuid, staff.totpSecret), credential },
    });
    expect(first.statusCode, first.body).toBe(201);
    const replayed = await staffRequest(app, jwt, passkeyApi.register, {
      payload: { name: 'Key', code: await freshTotpCode(app, staff.uuid, staff.totpSecret), credential },
    });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({ errors: [PASSKEY_MESSAGES.expired] });
  });

  it('refuses an attestation made for another origin', async () => {
    const app = suite.t.app;
    const staff = await createTestStaff(app, { role: 'SUPPORT' });
    const jwt = await startTestStaffSession(app, staff);
    const response = await register(staff, jwt, new SoftwareAuthenticator('https://phish.example'), 'Key');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [PASSKEY_MESSAGES.refused] });
  });

  it('removes one’s own passkey; another user’s is a 404 and stays', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    const params = { uuid: owner.passkey.uuid };
    expect((await staffRequest(suite.t.app, other.jwt, passkeyApi.remove, { params })).statusCode).toBe(404);
    expect((await staffRequest(suite.t.app, owner.jwt, passkeyApi.remove, { params })).statusCode).toBe(204);
    expect((await staffRequest(suite.t.app, owner.jwt, passkeyApi.list)).json()).toEqual([]);
    expect((await staffRequest(suite.t.app, other.jwt, passkeyApi.list)).json()).toHaveLength(1);
    expect(await audited('staff.passkey-removed', owner.staff.uuid)).toEqual([
      { passkeyUuid: owner.passkey.uuid },
    ]);
  });
});

describe('ops: signing in with a passkey instead of a code', () => {
  it('signs in after the password step, as the code would; the counter and last use are kept', async () => {
    const { staff, authenticator, passkey } = await withPasskey();
    const { challenge, options } = await startPasskeyLogin(staff);
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);
    const response = await passkeyLogin(challenge, authenticator.assert(options));
    expect(response.statusCode, response.body).toBe(200);
    const signedIn = response.json<{ uuid: string; jwt: string; email: string; role: string }>();
    expect(signedIn).toMatchObject({ uuid: staff.uuid, email: staff.email, role: 'PROCESSOR' });
    const me = await staffRequest(suite.t.app, signedIn.jwt, opsApi.me);
    expect(me.json()).toMatchObject({ uuid: staff.uuid });
    const [listed] = (await staffRequest(suite.t.app, signedIn.jwt, passkeyApi.list)).json<StaffPasskey[]>();
    expect(listed?.counter).toBe(1);
    expect(listed?.lastUsedAt).not.toBeNull();
    expect(await audited('staff.passkey-used', staff.uuid)).toEqual([{ passkeyUuid: passkey.uuid }]);
    expect(await audited('staff.logged-in', staff.uuid)).toHaveLength(1);
  });

  it('refuses a replayed assertion and an old counter', async () => {
    const { staff, authenticator } = await withPasskey();
    const first = await startPasskeyLogin(staff);
    const assertion = authenticator.assert(first.options);
    expect((await passkeyLogin(first.challenge, assertion)).statusCode).toBe(200);
    // The same assertion again: its log-in is spent…
    const again = await passkeyLogin(first.challenge, assertion);
    expect(again.json()).toEqual({ errors: [CHALLENGE_EXPIRED] });
    // …and in a new log-in it answers the wrong challenge.
    const second = await startPasskeyLogin(staff);
    const replayed = await passkeyLogin(second.challenge, assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ errors: [PASSKEY_MESSAGES.refused] });
    // A cloned authenticator signs with a counter already seen.
    const third = await startPasskeyLogin(staff);
    const stale = await passkeyLogin(third.challenge, authenticator.assert(third.options, 1));
    expect(stale.statusCode).toBe(401);
    expect(await audited('staff.second-factor-failed', staff.uuid)).toHaveLength(2);
  });

  it('refuses another user’s passkey', async () => {
    const victim = await withPasskey();
    const other = await withPasskey();
    const { challenge, options } = await startPasskeyLogin(victim.staff);
    const response = await passkeyLogin(challenge, other.authenticator.assert(options));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: [PASSKEY_MESSAGES.refused] });
  });

  it('has no options for a user without a passkey, and an admin’s reset removes them', async () => {
    const app = suite.t.app;
    const bare = await createTestStaff(app, { role: 'SUPPORT' });
    const challenge = await passwordStep(app, bare.email, bare.password);
    const none = await injectEndpoint(app, passkeyApi.loginOptions, { payload: { challenge } });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ errors: [PASSKEY_MESSAGES.none] });

    const { staff, jwt } = await withPasskey();
    const reset = await staffRequest(app, suite.staffJwt, staffApi.resetSecondFactor, {
      params: { uuid: staff.uuid },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await staffRequest(app, jwt, passkeyApi.list)).statusCode).toBe(401);
    const after = await passwordStep(app, staff.email, staff.password);
    expect(
      (await injectEndpoint(app, passkeyApi.loginOptions, { payload: { challenge: after } })).statusCode,
    ).toBe(409);
  });
});
