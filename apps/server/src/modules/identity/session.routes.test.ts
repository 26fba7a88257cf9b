import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { auditEvents, revokedSessions } from '../../db/schema/index.ts';
import {
  bearer,
  buildIdentityTestApp,
  getWithToken,
  LOGIN_PATH,
  LOGOUT_PATH,
  PROFILE_PATH,
  type RegisteredUser,
  registerUser,
  STRONG_PASSWORD,
} from './identity-test-support.ts';
import { createTokenService, TOKEN_TTL_SECONDS } from './token.service.ts';

// The real verification, observed: an unknown e-mail must cost the same argon2 work as a wrong password.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...argon2, verify: vi.fn(argon2.verify) };
});

let t: TestApp;
let user: RegisteredUser;

beforeAll(async () => {
  t = await buildIdentityTestApp();
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const UNAUTHENTICATED = { errors: ['unauthenticated'] };

function login(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: LOGIN_PATH, payload: body });
}

/** A token from the app's own secret, issued `minutesAgo` minutes ago. */
function issueTokenAt(minutesAgo: number, identityUuid = user.identityUuid) {
  const issuedAt = new Date(Date.now() - minutesAgo * 60_000);
  return createTokenService({ secret: t.config.jwtSecret, now: () => issuedAt }).issueToken({
    identityUuid,
    orgCode: 'hearth',
  });
}

describe('POST /identity/api/v1/login (API-047)', () => {
  it('answers {uuid, jwt} for the right password, with the e-mail in any case, and audits it', async () => {
    const response = await login({ email: user.email.toUpperCase(), password: STRONG_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json<{ uuid: string; jwt: string }>();
    expect(Object.keys(body).sort()).toEqual(['jwt', 'uuid']);
    expect(body.uuid).toBe(user.identityUuid);
    expect((await getWithToken(t.app, PROFILE_PATH, body.jwt)).statusCode).toBe(200);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorIdentityUuid, user.identityUuid));
    expect(events.map((event) => event.action)).toContain('identity.logged-in');
  });

  it.each([
    ['a wrong password', () => ({ email: user.email, password: 'Wrong-Password-1!' })],
    ['an unknown e-mail', () => ({ email: 'nobody@example.com', password: STRONG_PASSWORD })],
  ])('refuses %s with the same 401', async (_case, body) => {
    const response = await login(body());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['Invalid email or password'] });
  });

  it('verifies an unknown e-mail against an argon2 hash of the same cost as a real one (dummy hash)', async () => {
    const verifiedHashes = async (body: Record<string, unknown>) => {
      vi.mocked(verify).mockClear();
      await login(body);
      return vi.mocked(verify).mock.calls.map(([hash]) => String(hash));
    };
    const costOf = (hash: string | undefined) => hash?.match(/^\$argon2id\$v=\d+\$m=\d+,t=\d+,p=\d+\$/)?.[0];

    const unknown = await verifiedHashes({ email: 'nobody@example.com', password: 'Wrong-Password-1!' });
    const wrong = await verifiedHashes({ email: user.email, password: 'Wrong-Password-1!' });

    expect(unknown).toHaveLength(1);
    expect(wrong).toHaveLength(1);
    expect(costOf(unknown[0])).toBeDefined();
    expect(costOf(unknown[0])).toBe(costOf(wrong[0]));
  });

  it.each([
    ['a missing password', { email: 'a@example.com' }],
    ['an extra field', { email: 'a@example.com', password: 'x', remember: true }],
    ['a bad e-mail', { email: 'nope', password: 'x' }],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await login(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors.length).toBeGreaterThan(0);
  });
});

describe('app.authenticate', () => {
  it.each([
    ['no authorization header', {}],
    ['a non-bearer scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('refuses %s with 401 unauthenticated', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: PROFILE_PATH, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('refuses an expired token', async () => {
    const expired = await issueTokenAt(TOKEN_TTL_SECONDS / 60 + 1);
    const response = await getWithToken(t.app, PROFILE_PATH, expired.jwt);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('refuses a token whose signature does not match (tampered payload)', async () => {
    const other = await registerUser(t.app);
    const [header, , signature] = user.jwt.split('.');
    const [, otherPayload] = other.jwt.split('.');
    const response = await getWithToken(t.app, PROFILE_PATH, [header, otherPayload, signature].join('.'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('returns no new token while more than 15 minutes remain', async () => {
    const fresh = await issueTokenAt(1);
    const response = await getWithToken(t.app, PROFILE_PATH, fresh.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
  });

  it('returns a fresh token in the authorization header when less than 15 minutes remain (API-004)', async () => {
    const ageing = await issueTokenAt(50);
    const response = await getWithToken(t.app, PROFILE_PATH, ageing.jwt);

    expect(response.statusCode).toBe(200);
    const header = String(response.headers.authorization);
    expect(header).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    const refreshed = header.slice('Bearer '.length);
    const claims = await t.app.tokens.verifyToken(refreshed);
    expect(claims.identityUuid).toBe(user.identityUuid);
    expect(claims.jti).not.toBe(ageing.jti);
    expect(claims.expiresAt.getTime()).toBeGreaterThan(ageing.expiresAt.getTime());
    expect((await getWithToken(t.app, PROFILE_PATH, refreshed)).statusCode).toBe(200);
  });
});

describe('a session', () => {
  it('is not renewed past its end: the last token ends with it', async () => {
    const endsSoon = await createTokenService({ secret: t.config.jwtSecret }).issueToken({
      identityUuid: user.identityUuid,
      orgCode: 'hearth',
      session: { id: crypto.randomUUID(), expiresAt: new Date(Date.now() + 10 * 60_000) },
    });
    const response = await getWithToken(t.app, PROFILE_PATH, endsSoon.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
    expect(endsSoon.expiresAt.getTime()).toBe(endsSoon.session.expiresAt.getTime());
  });

  it("belongs to its lender: the token is refused on another lender's site", async () => {
    const { jwt } = (await login({ email: user.email, password: STRONG_PASSWORD })).json<{ jwt: string }>();
    expect(
      (await getWithToken(t.app, PROFILE_PATH, jwt, { headers: { 'x-org': 'hearth' } })).statusCode,
    ).toBe(200);
    const otherCode = await getWithToken(t.app, PROFILE_PATH, jwt, { headers: { 'x-org': 'silverpine' } });
    expect(otherCode.statusCode).toBe(401);
    expect(otherCode.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('POST /identity-broker/customer/secure/api/v3/logout (API-051)', () => {
  it('revokes the token: {redirect} now, 401 afterwards; other tokens keep working', async () => {
    const session = await login({ email: user.email, password: STRONG_PASSWORD });
    const { jwt } = session.json<{ jwt: string }>();
    const other = await login({ email: user.email, password: STRONG_PASSWORD });

    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirect: '/auth/login' });
    const claims = await t.app.tokens.verifyToken(jwt);
    expect(
      await t.db.select().from(revokedSessions).where(eq(revokedSessions.sessionId, claims.session.id)),
    ).toHaveLength(1);
    const after = await getWithToken(t.app, PROFILE_PATH, jwt);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
    const again = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
    expect(again.statusCode).toBe(401);
    expect((await getWithToken(t.app, PROFILE_PATH, other.json<{ jwt: string }>().jwt)).statusCode).toBe(200);
  });

  it('ends the whole session: a token renewed from the logged-out one is refused too', async () => {
    const ageing = await issueTokenAt(50);
    const renewal = await getWithToken(t.app, PROFILE_PATH, ageing.jwt);
    const renewed = String(renewal.headers.authorization).slice('Bearer '.length);
    expect((await getWithToken(t.app, PROFILE_PATH, renewed)).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(ageing.jwt) });
    expect(out.statusCode).toBe(200);

    expect((await getWithToken(t.app, PROFILE_PATH, renewed)).statusCode).toBe(401);
    expect((await getWithToken(t.app, PROFILE_PATH, ageing.jwt)).statusCode).toBe(401);
  });

  it('hands out no refreshed token when logging out with an ageing one', async () => {
    const ageing = await issueTokenAt(55);
    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(ageing.jwt) });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toBeUndefined();
  });

  it('refuses logout without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});
