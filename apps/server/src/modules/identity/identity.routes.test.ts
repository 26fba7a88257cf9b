import { identityApi, identityBrokerApi } from '@hearth/domain/api/identity-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { zSelfInfo } from '@hearth/domain/identity/broker-dto';
import { zIdentity, zIdentityProfile } from '@hearth/domain/identity/identity-dto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { auditEvents, identities } from '../../db/schema/index.ts';
import {
  registerUser,
  STRONG_PASSWORD,
  useTestAppWithBorrowers,
  VALID_PHONE,
} from './identity-test-support.ts';

const suite = useTestAppWithBorrowers('user');

describe('identity reads (API-045, API-046, API-044)', () => {
  it('GET v1 identity answers the API-045 fields', async () => {
    const response = await injectEndpoint(suite.t.app, identityApi.get, { token: suite.user.jwt });
    expect(response.statusCode).toBe(200);
    const identity = zIdentity.parse(response.json());
    expect(identity).toMatchObject({
      uuid: suite.user.identityUuid,
      email: suite.user.email,
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
    const response = await injectEndpoint(suite.t.app, identityApi.profile, { token: suite.user.jwt });
    expect(response.statusCode).toBe(200);
    expect(zIdentityProfile.parse(response.json())).toMatchObject({
      uuid: suite.user.identityUuid,
      isBroker: false,
      activeLegacyCustomerOrgs: [],
      wallet: { accountAddress: null, groupPolicyAddress: null },
    });
  });

  it('GET customer self/helocinfo answers API-044', async () => {
    const response = await injectEndpoint(suite.t.app, identityBrokerApi.selfInfo, {
      params: { audience: 'customer' },
      token: suite.user.jwt,
    });
    expect(response.statusCode).toBe(200);
    expect(zSelfInfo.parse(response.json())).toMatchObject({
      identityUuid: suite.user.identityUuid,
      organizationCode: 'hearth',
      userType: 'CUSTOMER',
      email: suite.user.email,
    });
  });

  it('the agent variant is for brokers only (RTE-022: broker, agent)', async () => {
    const selfInfo = (jwt: string) =>
      injectEndpoint(suite.t.app, identityBrokerApi.selfInfo, { params: { audience: 'agent' }, token: jwt });
    expect((await selfInfo(suite.user.jwt)).statusCode).toBe(403);

    const broker = await registerUser(suite.t.app);
    await suite.t.db
      .update(identities)
      .set({ isBroker: true })
      .where(eq(identities.uuid, broker.identityUuid));
    const response = await selfInfo(broker.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userType: 'AGENT', isBroker: true });
  });

  it.each([
    [identityApi.get.id, identityApi.get, {}],
    [identityApi.profile.id, identityApi.profile, {}],
    [identityBrokerApi.selfInfo.id, identityBrokerApi.selfInfo, { audience: 'customer' }],
  ])('%s needs a token', async (_, endpoint, params) => {
    const response = await injectEndpoint(suite.t.app, endpoint, { params });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['unauthenticated'] });
  });

  it('accepts ?org= on a secure call and refuses an unknown org code', async () => {
    const withOrg = (org: string) =>
      injectEndpoint(suite.t.app, identityApi.get, { query: { org }, token: suite.user.jwt });
    expect((await withOrg('hearth')).statusCode).toBe(200);
    const unknown = await withOrg('nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ errors: ['Unknown organization'] });
  });
});

describe('PUT /identity/secure/api/v1/identity/alias (API-049)', () => {
  it('saves the phone alias and the profile mobile number, and audits the change', async () => {
    const response = await injectEndpoint(suite.t.app, identityApi.saveAlias, {
      token: suite.user.jwt,
      payload: { type: 'Phone', value: '(415) 555-0199' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ aliases: [{ type: 'Phone', value: '4155550199' }] });
    const profile = await injectEndpoint(suite.t.app, profileApi.get, { token: suite.user.jwt });
    expect(profile.json()).toMatchObject({ phoneNumbers: [{ type: 'MOBILE', number: '4155550199' }] });
    const events = await suite.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorIdentityUuid, suite.user.identityUuid));
    const change = events.find((event) => event.action === 'identity.alias-changed');
    expect(change?.details).toEqual({ type: 'Phone' });
  });

  it.each([
    ['an unknown alias type', { type: 'Email', value: 'a@example.com' }],
    ['an invalid phone', { type: 'Phone', value: '123' }],
    ['an extra field', { type: 'Phone', value: VALID_PHONE, primary: true }],
    ['no value', { type: 'Phone' }],
  ])('refuses %s with 400', async (_case, payload) => {
    const response = await injectEndpoint(suite.t.app, identityApi.saveAlias, {
      token: suite.user.jwt,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });

  it('needs a token', async () => {
    const response = await injectEndpoint(suite.t.app, identityApi.saveAlias, {
      payload: { type: 'Phone', value: VALID_PHONE },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /identity-broker/customer/api/v3/login (API-050)', () => {
  const login = (payload: object, query?: Record<string, string>) =>
    injectEndpoint(suite.t.app, identityBrokerApi.login, {
      params: { audience: 'customer' },
      payload,
      ...(query ? { query } : {}),
    });

  it('answers where to go and a working token', async () => {
    const response = await login(
      { email: suite.user.email, password: STRONG_PASSWORD },
      { telemetryTrackingId: 'abc', redirectUrl: '/account/heloc' },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ redirect: string; jwt: string }>();
    expect(body.redirect).toBe('/account/heloc');
    expect((await injectEndpoint(suite.t.app, profileApi.get, { token: body.jwt })).statusCode).toBe(200);
  });

  it('defaults the redirect to the dashboard and refuses an off-site redirect', async () => {
    const plain = await login({ email: suite.user.email, password: STRONG_PASSWORD });
    expect(plain.json()).toMatchObject({ redirect: '/dashboard' });
    const evil = await login(
      { email: suite.user.email, password: STRONG_PASSWORD },
      { redirectUrl: '//evil.example' },
    );
    expect(evil.statusCode).toBe(400);
  });

  it('refuses wrong credentials with 401', async () => {
    const response = await login({ email: suite.user.email, password: 'Nope-nope-123!' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['Invalid email or password'] });
  });
});
