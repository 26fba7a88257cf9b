import { zSelfInfo } from '@hearth/domain/identity/broker-dto';
import { zIdentity, zIdentityProfile } from '@hearth/domain/identity/identity-dto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { auditEvents, identities } from '../../db/schema/index.ts';
import {
  bearer,
  buildIdentityTestApp,
  getWithToken,
  PROFILE_PATH,
  type RegisteredUser,
  registerUser,
  STRONG_PASSWORD,
  VALID_PHONE,
} from './identity-test-support.ts';

let t: TestApp;
let user: RegisteredUser;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const ALIAS_PATH = '/identity/secure/api/v1/identity/alias';

describe('identity reads (API-045, API-046, API-044)', () => {
  it('GET v1 identity answers the API-045 fields', async () => {
    const response = await getWithToken(t.app, '/identity/secure/api/v1/identity', user.jwt);
    expect(response.statusCode).toBe(200);
    const identity = zIdentity.parse(response.json());
    expect(identity).toMatchObject({
      uuid: user.identityUuid,
      email: user.email,
      aliases: [{ type: 'Phone', value: VALID_PHONE }],
      organizationCode: 'hearth',
      profileType: 'BORROWER',
      passwordExpired: false,
      twoFactorEnabled: false,
      totpVerified: false,
    });
    expect(response.body).not.toMatch(/password_?hash|argon2/i);
  });

  it('GET v1_1 identity answers the identity profile entity (API-012)', async () => {
    const response = await getWithToken(t.app, '/identity/secure/api/v1_1/identity', user.jwt);
    expect(response.statusCode).toBe(200);
    expect(zIdentityProfile.parse(response.json())).toMatchObject({
      uuid: user.identityUuid,
      isBroker: false,
      activeLegacyCustomerOrgs: [],
      wallet: { accountAddress: null, groupPolicyAddress: null },
    });
  });

  it('GET customer self/helocinfo answers API-044', async () => {
    const response = await getWithToken(
      t.app,
      '/identity-broker/customer/secure/api/v3/self/helocinfo',
      user.jwt,
    );
    expect(response.statusCode).toBe(200);
    expect(zSelfInfo.parse(response.json())).toMatchObject({
      identityUuid: user.identityUuid,
      organizationCode: 'hearth',
      userType: 'CUSTOMER',
      email: user.email,
    });
  });

  it('the agent variant is for brokers only (RTE-022: broker, agent)', async () => {
    const url = '/identity-broker/agent/secure/api/v3/self/helocinfo';
    expect((await getWithToken(t.app, url, user.jwt)).statusCode).toBe(403);

    const broker = await registerUser(t.app);
    await t.db.update(identities).set({ isBroker: true }).where(eq(identities.uuid, broker.identityUuid));
    const response = await getWithToken(t.app, url, broker.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userType: 'AGENT', isBroker: true });
  });

  it.each([
    '/identity/secure/api/v1/identity',
    '/identity/secure/api/v1_1/identity',
    '/identity-broker/customer/secure/api/v3/self/helocinfo',
  ])('%s needs a token', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['unauthenticated'] });
  });

  it('accepts ?org= on a secure call and refuses an unknown org code', async () => {
    expect(
      (await getWithToken(t.app, '/identity/secure/api/v1/identity?org=hearth', user.jwt)).statusCode,
    ).toBe(200);
    const unknown = await getWithToken(t.app, '/identity/secure/api/v1/identity?org=nope', user.jwt);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: ['Unknown organization'] });
  });
});

describe('PUT /identity/secure/api/v1/identity/alias (API-049)', () => {
  it('saves the phone alias and the profile mobile number, and audits the change', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: ALIAS_PATH,
      headers: bearer(user.jwt),
      payload: { type: 'Phone', value: '(415) 555-0199' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ aliases: [{ type: 'Phone', value: '4155550199' }] });
    const profile = await getWithToken(t.app, PROFILE_PATH, user.jwt);
    expect(profile.json()).toMatchObject({ phoneNumbers: [{ type: 'MOBILE', number: '4155550199' }] });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorIdentityUuid, user.identityUuid));
    const change = events.find((event) => event.action === 'identity.alias-changed');
    expect(change?.details).toEqual({ type: 'Phone' });
  });

  it.each([
    ['an unknown alias type', { type: 'Email', value: 'a@example.com' }],
    ['an invalid phone', { type: 'Phone', value: '123' }],
    ['an extra field', { type: 'Phone', value: VALID_PHONE, primary: true }],
    ['no value', { type: 'Phone' }],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: ALIAS_PATH,
      headers: bearer(user.jwt),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: ALIAS_PATH,
      payload: { type: 'Phone', value: VALID_PHONE },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /identity-broker/customer/api/v3/login (API-050)', () => {
  const url = '/identity-broker/customer/api/v3/login';

  it('answers where to go and a working token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}?telemetryTrackingId=abc&redirectUrl=/account/heloc`,
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ redirect: string; jwt: string }>();
    expect(body.redirect).toBe('/account/heloc');
    expect((await getWithToken(t.app, PROFILE_PATH, body.jwt)).statusCode).toBe(200);
  });

  it('defaults the redirect to the dashboard and refuses an off-site redirect', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url,
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(plain.json()).toMatchObject({ redirect: '/dashboard' });
    const evil = await t.app.inject({
      method: 'POST',
      url: `${url}?redirectUrl=//evil.example`,
      payload: { email: user.email, password: STRONG_PASSWORD },
    });
    expect(evil.statusCode).toBe(400);
  });

  it('refuses wrong credentials with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload: { email: user.email, password: 'Nope-nope-123!' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['Invalid email or password'] });
  });
});
