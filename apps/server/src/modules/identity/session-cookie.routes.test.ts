import fastifyCookie from '@fastify/cookie';
import { identityBrokerApi } from '@hearth/domain/api/identity-api';
import { opsApi } from '@hearth/domain/api/ops-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { staffUsers } from '../../db/schema/index.ts';
import { staffRequest } from '../ops/ops-test-support.ts';
import { findOrg } from '../org/registry/index.ts';
import { SANDBOX_STAFF, seedStaffUser } from '../staff/staff-seed.ts';
import { insertStaffSession } from '../staff/staff-session.repository.ts';
import { freshTotpCode } from '../staff/staff-test-support.ts';
import {
  bearer,
  buildIdentityTestApp,
  getWithToken,
  LOGIN_PATH,
  LOGOUT_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  type RegisteredUser,
  register,
  registerUser,
  STRONG_PASSWORD,
  sessionCookies,
  uniqueEmail,
  VALID_PHONE,
} from './identity-test-support.ts';
import {
  authenticateSessionCookie,
  readSessionCookie,
  SESSION_COOKIE,
  setSessionCookie,
} from './session-cookie.ts';
import { createTokenService, TOKEN_TTL_SECONDS } from './token.service.ts';

let t: TestApp;
let user: RegisteredUser;

beforeAll(async () => {
  // trustProxy: an `x-forwarded-proto: https` request is https, as behind the production load balancer.
  t = await buildIdentityTestApp({ trustProxy: true });
  user = await registerUser(t.app);
});
afterAll(async () => {
  await t.close();
});

const HTTPS = { 'x-forwarded-proto': 'https' };

/** A request as the app sees it after @fastify/cookie parsed its Cookie header. */
function requestWithCookie(app: TestApp['app'], cookie: string | undefined) {
  return {
    headers: cookie === undefined ? {} : { cookie },
    cookies: cookie === undefined ? {} : app.parseCookie(cookie),
    org: findOrg('hearth'),
  } as FastifyRequest;
}

function login(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    headers,
    payload: { email: user.email, password: STRONG_PASSWORD },
  });
}

/** A token from the app's own secret, issued `minutesAgo` minutes ago. */
function issueTokenAt(minutesAgo: number, scope: 'borrower' | 'staff' = 'borrower') {
  const issuedAt = new Date(Date.now() - minutesAgo * 60_000);
  return createTokenService({ secret: t.config.jwtSecret, now: () => issuedAt }).issueToken({
    identityUuid: user.identityUuid,
    orgCode: 'hearth',
    scope,
  });
}

/** The one hearth_session cookie of a response. */
function onlySessionCookie(response: LightMyRequestResponse) {
  const cookies = sessionCookies(response);
  expect(cookies).toHaveLength(1);
  return cookies[0];
}

function expectSessionCookie(response: LightMyRequestResponse, jwt: string, secure: boolean) {
  const cookie = onlySessionCookie(response);
  expect(cookie).toMatchObject({ value: jwt, path: '/', httpOnly: true, sameSite: 'Strict' });
  expect(Boolean(cookie?.secure)).toBe(secure);
  expect(cookie?.maxAge).toBeGreaterThan(TOKEN_TTL_SECONDS - 10);
  expect(cookie?.maxAge).toBeLessThanOrEqual(TOKEN_TTL_SECONDS);
}

describe('the session cookie is set wherever a borrower gets a token', () => {
  const answers: [string, (headers: Record<string, string>) => Promise<LightMyRequestResponse>][] = [
    ['the log-in', login],
    [
      'the broker log-in',
      (headers) =>
        injectEndpoint(t.app, identityBrokerApi.login, {
          params: { audience: 'customer' },
          headers,
          payload: { email: user.email, password: STRONG_PASSWORD },
        }),
    ],
    [
      'the registration',
      (headers) =>
        t.app.inject({
          method: 'POST',
          url: `${REGISTER_PATH}?organization=hearth`,
          headers,
          payload: { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: VALID_PHONE },
        }),
    ],
  ];

  it.each(answers)(
    '%s: the same jwt as the body, HttpOnly, SameSite=Strict, one hour, not Secure over http',
    async (_case, call) => {
      const response = await call({});
      expect(response.statusCode).toBe(200);
      expectSessionCookie(response, response.json<{ jwt: string }>().jwt, false);
    },
  );

  it.each(answers)('%s over https: Secure', async (_case, call) => {
    const response = await call(HTTPS);
    expect(response.statusCode).toBe(200);
    expectSessionCookie(response, response.json<{ jwt: string }>().jwt, true);
  });

  it('no cookie when the log-in or registration is refused', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: LOGIN_PATH,
      payload: { email: user.email, password: 'Wrong-Password-1!' },
    });
    expect(wrong.statusCode).toBe(401);
    const taken = await register(t.app, {
      email: user.email,
      password: STRONG_PASSWORD,
      phoneNumber: VALID_PHONE,
    });
    expect(taken.statusCode).toBe(409);
    expect([...sessionCookies(wrong), ...sessionCookies(taken)]).toEqual([]);
  });

  it('the renewal sets it to the renewed token; a token with time left sets none', async () => {
    const ageing = await issueTokenAt(50);
    const renewed = await getWithToken(t.app, PROFILE_PATH, ageing.jwt, { headers: HTTPS });
    expect(renewed.statusCode).toBe(200);
    const fresh = String(renewed.headers.authorization).slice('Bearer '.length);
    expect(fresh).not.toBe(ageing.jwt);
    expectSessionCookie(renewed, fresh, true);

    const young = await getWithToken(t.app, PROFILE_PATH, (await issueTokenAt(1)).jwt);
    expect(young.statusCode).toBe(200);
    expect(young.headers['set-cookie']).toBeUndefined();
  });
});

describe('logout clears the session cookie', () => {
  function expectCleared(response: LightMyRequestResponse) {
    expect(onlySessionCookie(response)).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
  }

  it('on success', async () => {
    const { jwt } = (await login()).json<{ jwt: string }>();
    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
    expect(response.statusCode).toBe(200);
    expectCleared(response);
  });

  it('instead of renewing it, when the token was ageing', async () => {
    const ageing = await issueTokenAt(55);
    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(ageing.jwt) });
    expect(response.statusCode).toBe(200);
    expectCleared(response);
  });

  it('when the token is refused too', async () => {
    const response = await t.app.inject({ method: 'POST', url: LOGOUT_PATH });
    expect(response.statusCode).toBe(401);
    expectCleared(response);
  });
});

describe('staff tokens never reach the cookie', () => {
  it('neither at the ops log-in nor at a staff renewal', async () => {
    await seedStaffUser(t.app);
    const passwordStep = await injectEndpoint(t.app, opsApi.login, {
      payload: { email: SANDBOX_STAFF.email, password: SANDBOX_STAFF.password },
    });
    expect(passwordStep.statusCode).toBe(200);
    expect(passwordStep.headers['set-cookie']).toBeUndefined();
    const [staff] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, SANDBOX_STAFF.email));
    const loggedIn = await injectEndpoint(t.app, staffApi.secondFactor, {
      payload: {
        challenge: passwordStep.json<{ challenge: string }>().challenge,
        code: await freshTotpCode(t.app, staff?.uuid ?? '', SANDBOX_STAFF.totpSecret),
      },
    });
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.headers['set-cookie']).toBeUndefined();

    const claims = await t.app.tokens.verifyToken(loggedIn.json<{ jwt: string }>().jwt);
    const issuedAt = new Date(Date.now() - 50 * 60_000);
    const ageing = await createTokenService({ secret: t.config.jwtSecret, now: () => issuedAt }).issueToken({
      identityUuid: claims.identityUuid,
      orgCode: claims.orgCode,
      scope: 'staff',
    });
    await insertStaffSession(t.db, {
      sessionId: ageing.session.id,
      staffUuid: claims.identityUuid,
      now: new Date(),
      expiresAt: ageing.session.expiresAt,
    });
    const renewed = await staffRequest(t.app, ageing.jwt, opsApi.me);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.headers.authorization).toBeDefined();
    expect(renewed.headers['set-cookie']).toBeUndefined();
  });
});

describe('the API authenticates with the bearer header only', () => {
  it('answers 401 to a call carrying only a valid session cookie', async () => {
    const { jwt } = (await login()).json<{ jwt: string }>();
    const response = await t.app.inject({
      method: 'GET',
      url: PROFILE_PATH,
      headers: { cookie: `${SESSION_COOKIE}=${jwt}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ errors: ['unauthenticated'] });
  });
});

describe('authenticateSessionCookie', () => {
  const withCookie = (cookie: string | undefined) => requestWithCookie(t.app, cookie);

  it('answers who a valid cookie is, among other cookies', async () => {
    const { jwt } = (await login()).json<{ jwt: string }>();
    const claims = await t.app.tokens.verifyToken(jwt);
    expect(
      await authenticateSessionCookie(t.app, withCookie(`theme=dark; ${SESSION_COOKIE}=${jwt}`)),
    ).toEqual({
      jwt,
      user: {
        identityUuid: user.identityUuid,
        jti: claims.jti,
        orgCode: 'hearth',
        expiresAt: claims.expiresAt,
        session: claims.session,
      },
    });
  });

  it.each<[string, () => Promise<string | undefined>]>([
    ['no cookie header', async () => undefined],
    ['other cookies only', async () => 'theme=dark'],
    ['an empty value', async () => `${SESSION_COOKIE}=`],
    ['a malformed value', async () => `${SESSION_COOKIE}=not-a-jwt`],
    [
      'an expired token',
      async () => `${SESSION_COOKIE}=${(await issueTokenAt(TOKEN_TTL_SECONDS / 60 + 1)).jwt}`,
    ],
    [
      'a token signed with another secret',
      async () => {
        const other = createTokenService({ secret: `${t.config.jwtSecret}-other` });
        const forged = await other.issueToken({ identityUuid: user.identityUuid, orgCode: 'hearth' });
        return `${SESSION_COOKIE}=${forged.jwt}`;
      },
    ],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = user.jwt.split('.');
        const [, payload] = (await issueTokenAt(2)).jwt.split('.');
        return `${SESSION_COOKIE}=${[header, payload, signature].join('.')}`;
      },
    ],
    ['a staff token', async () => `${SESSION_COOKIE}=${(await issueTokenAt(1, 'staff')).jwt}`],
    [
      'a token revoked by logout',
      async () => {
        const { jwt } = (await login()).json<{ jwt: string }>();
        const out = await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) });
        expect(out.statusCode).toBe(200);
        return `${SESSION_COOKIE}=${jwt}`;
      },
    ],
  ])('answers null for %s', async (_case, cookie) => {
    expect(await authenticateSessionCookie(t.app, withCookie(await cookie()))).toBeNull();
  });
});

describe('readSessionCookie', () => {
  it.each<[string, string, string | undefined]>([
    ['three base64url parts', 'theme=dark; hearth_session=a-_0.b.c', 'a-_0.b.c'],
    ['two parts', 'hearth_session=a.b', undefined],
    ['four parts', 'hearth_session=a.b.c.d', undefined],
    ['an encoded space', 'hearth_session=a%20b.c.d', undefined],
    ['another cookie name', 'session=a.b.c', undefined],
  ])('%s (%s) → %s', (_case, cookie, expected) => {
    expect(readSessionCookie(requestWithCookie(t.app, cookie))).toBe(expected);
  });
});

describe('setSessionCookie', () => {
  it('adds its line to the Set-Cookie lines already there', async () => {
    const app = Fastify();
    await app.register(fastifyCookie);
    const tokens = createTokenService({ secret: 'x'.repeat(32) });
    app.decorate('tokens', tokens);
    app.get('/', async (request, reply) => {
      reply.header('set-cookie', 'theme=dark; Path=/');
      setSessionCookie(
        request,
        reply,
        await tokens.issueToken({ identityUuid: user.identityUuid, orgCode: 'hearth' }),
      );
      return {};
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(response.cookies.map((cookie) => cookie.name)).toEqual(['theme', SESSION_COOKIE]);
    } finally {
      await app.close();
    }
  });
});
