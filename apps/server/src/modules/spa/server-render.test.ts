import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicationApi } from '@hearth/domain/api/application-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { orgPayloadApi } from '@hearth/domain/api/org-payload-api';
import { zOrgPayload } from '@hearth/domain/org/org-config';
import { zProfile } from '@hearth/domain/profile/profile-dto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import {
  bearer,
  buildIdentityTestApp,
  LOGIN_PATH,
  LOGOUT_PATH,
  PROFILE_PATH,
  register,
  registerUser,
  STRONG_PASSWORD,
  uniqueEmail,
  VALID_PHONE,
} from '../identity/identity-test-support.ts';
import { SESSION_COOKIE } from '../identity/session-cookie.ts';
import { createTokenService, TOKEN_TTL_SECONDS } from '../identity/token.service.ts';
import { type SeededApplication, seedApplication } from '../ops/ops-test-support.ts';
import { toOrgPayload } from '../org/org-payload.ts';
import { getDefaultOrg } from '../org/registry/index.ts';
import { createSignedInPageRenderer, type PageRenderResult, type RenderPage } from './server-render.ts';
import { BUILT_INDEX_HTML } from './spa-test-support.ts';

const ORIGIN = 'http://localhost:3000';
const DASHBOARD = '/account/heloc/dashboard';
const applicationPath = (uuid: string) => endpointPath(applicationApi.get, { uuid });

/** A dist dir holding BUILT_INDEX_HTML (and whatever else a test writes there); removed by the caller. */
function createDistDir(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'hearth-ssr-dist-'));
  writeFileSync(join(distDir, 'index.html'), BUILT_INDEX_HTML);
  return distDir;
}

function getPage(
  t: TestApp,
  url: string,
  cookie?: string,
  host = 'localhost:3000',
  headers: { 'accept-language'?: string; cookie?: string } = {},
) {
  const cookies = [
    ...(cookie === undefined ? [] : [`${SESSION_COOKIE}=${cookie}`]),
    headers.cookie ?? [],
  ].flat();
  return t.app.inject({
    method: 'GET',
    url,
    headers: {
      host,
      ...(headers['accept-language'] ? { 'accept-language': headers['accept-language'] } : {}),
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    },
  });
}

function jsonBlock(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

function expectPlainShell(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain('<script type="module" crossorigin src="/assets/app-2.js"></script>');
  expect(response.body).not.toContain('hearth-ssr');
  expect(response.headers['content-security-policy']).not.toContain('style-src-attr');
}

const renderPage = vi.fn<RenderPage>();
const page = (html: string, state: object = {}): PageRenderResult => ({ kind: 'page', html, state });
const RENDER_TIME_LIMIT_MS = 1_000;

let t: TestApp;
let distDir: string;
let mine: SeededApplication;
let theirs: SeededApplication;

beforeAll(async () => {
  distDir = createDistDir();
  // Long enough for a render's in-process API calls on a loaded machine; the time-limit cases wait it out.
  t = await buildIdentityTestApp(
    { webDistDir: distDir },
    { serverRender: { renderPage, timeoutMs: RENDER_TIME_LIMIT_MS } },
  );
  mine = await seedApplication(t.app, { lastName: 'Lovelace' });
  theirs = await seedApplication(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});
/** A new borrower of that org's token. */
async function tokenOfOrg(organization: string) {
  const body = { email: uniqueEmail(), password: STRONG_PASSWORD, phoneNumber: VALID_PHONE };
  return (await register(t.app, body, organization)).json<{ jwt: string }>().jwt;
}

beforeEach(() => {
  renderPage.mockReset();
  renderPage.mockResolvedValue(page('<main>rendered</main>'));
});

describe('a signed-in page is rendered only for a valid session of the page’s org', () => {
  /** A token issued with the app's own secret an hour and more ago. */
  async function expiredToken() {
    const issuedAt = new Date(Date.now() - (TOKEN_TTL_SECONDS + 60) * 1000);
    const tokens = createTokenService({ secret: t.config.jwtSecret, now: () => issuedAt });
    return (await tokens.issueToken({ identityUuid: mine.borrower.identityUuid, orgCode: 'hearth' })).jwt;
  }
  async function loggedOutToken() {
    const { jwt } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(jwt) })).statusCode).toBe(
      200,
    );
    return jwt;
  }

  it.each<[string, () => Promise<string | undefined>]>([
    ['no cookie', async () => undefined],
    ['a value that is no JWT', async () => 'garbage'],
    ['a JWT-shaped forgery', async () => 'aaa.bbb.ccc'],
    ['an expired token', expiredToken],
    ['a token revoked by logout', loggedOutToken],
  ])(
    '%s: rendered as a visitor’s page, without a session (the build renders only signed-out pages for one)',
    async (_case, cookie) => {
      renderPage.mockResolvedValue({ kind: 'declined', reason: 'not a page a visitor may be shown' });
      expectPlainShell(await getPage(t, DASHBOARD, await cookie()));
      expect(renderPage).toHaveBeenCalledTimes(1);
      expect(renderPage.mock.calls[0]?.[0].jwt).toBeNull();
    },
  );

  it('a visitor’s page the build renders comes with a null session id', async () => {
    const response = await getPage(t, '/login', undefined);
    expect(response.body).toContain('<div id="root"><main>rendered</main></div>');
    expect(response.body).toContain('"sessionId":null');
  });

  it.each<[string, () => Promise<string | undefined>, { url?: string; host?: string }?]>([
    ['a silverpine token on the flagship’s page', () => tokenOfOrg('silverpine')],
    [
      'a hearth token on silverpine’s host',
      async () => mine.borrower.jwt,
      { host: 'silverpine.hearth.test' },
    ],
    [
      'a hearth token on ?org=silverpine',
      async () => mine.borrower.jwt,
      { url: `${DASHBOARD}?org=silverpine` },
    ],
  ])(
    '%s: never rendered as that session (a visitor’s page at most)',
    async (_case, cookie, { url = DASHBOARD, host } = {}) => {
      renderPage.mockResolvedValue({ kind: 'declined', reason: 'not a page a visitor may be shown' });
      expectPlainShell(await getPage(t, url, await cookie(), host));
      expect(renderPage.mock.calls.every(([request]) => request.jwt === null)).toBe(true);
    },
  );

  it('a token of the org the host names renders that org’s page', async () => {
    const jwt = await tokenOfOrg('silverpine');
    const response = await getPage(t, DASHBOARD, jwt, 'silverpine.hearth.test');
    expect(response.body).toContain('<div id="root"><main>rendered</main></div>');
    expect(renderPage.mock.calls[0]?.[0].org.orgCode).toBe('silverpine');
  });
});

describe('a valid session cookie: the page rendered on the server', () => {
  const STYLE_1 = 'position:absolute;opacity:0';
  const MARKUP = [
    `<main><input type="checkbox" style="${STYLE_1}"/>`,
    '<span style="font-family:&quot;Inter&quot;, sans-serif">Line of credit</span>',
    `<input type="radio" style="${STYLE_1}"/></main>`,
  ].join('');
  const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

  it('renderPage gets the absolute URL, the session as a bearer and the org payload', async () => {
    await getPage(t, '/account/heloc/dashboard?tab=draws&x=1', mine.borrower.jwt);
    expect(renderPage).toHaveBeenCalledTimes(1);
    expect(renderPage.mock.calls[0]?.[0]).toEqual({
      url: `${ORIGIN}/account/heloc/dashboard?tab=draws&x=1`,
      jwt: `Bearer ${mine.borrower.jwt}`,
      org: toOrgPayload(getDefaultOrg(), ORIGIN),
      language: 'en',
      fetch: expect.any(Function),
      signal: expect.any(AbortSignal),
    });
  });

  it.each<[string, string, { 'accept-language'?: string; cookie?: string }, 'en' | 'es']>([
    ['an English browser', '/account/heloc/dashboard', { 'accept-language': 'en-US,en;q=0.9' }, 'en'],
    ['a US Spanish browser', '/account/heloc/dashboard', { 'accept-language': 'es-US,es;q=0.9' }, 'es'],
    ['a lender’s ?lang=es link', '/account/heloc/dashboard?lang=es', { 'accept-language': 'en-US' }, 'es'],
    [
      'a remembered English choice',
      '/account/heloc/dashboard',
      { 'accept-language': 'es', cookie: 'hearth_lang=en' },
      'en',
    ],
    [
      '?lang=en over a remembered Spanish one',
      '/account/heloc/dashboard?lang=en',
      { cookie: 'hearth_lang=es' },
      'en',
    ],
  ])('%s: rendered in %s, <html lang> saying so', async (_case, url, headers, language) => {
    const response = await getPage(t, url, mine.borrower.jwt, undefined, headers);
    expect(renderPage.mock.calls[0]?.[0].language).toBe(language);
    expect(response.body).toContain(`<html lang="${language}"`);
  });

  it('a visitor’s page carries the chosen language too', async () => {
    const response = await getPage(t, '/register-v2?lang=es', undefined, undefined, {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="es"');
    expect(renderPage).toHaveBeenLastCalledWith(expect.objectContaining({ jwt: null, language: 'es' }));
  });

  it('sends the markup in #root, its state with the session id, and the scripts to run after paint', async () => {
    renderPage.mockResolvedValue(page(MARKUP, { queries: [{ key: 'profile' }] }));
    const response = await getPage(t, DASHBOARD, mine.borrower.jwt);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain(`<div id="root">${MARKUP}</div>`);
    const { jti } = await t.app.tokens.verifyToken(mine.borrower.jwt);
    expect(jsonBlock(response.body, 'hearth-ssr')).toEqual({ queries: [{ key: 'profile' }], sessionId: jti });
    expect(jsonBlock(response.body, 'hearth-entries')).toEqual(['/assets/runtime-1.js', '/assets/app-2.js']);
    expect(response.body).not.toContain('<script type="module" crossorigin');
    expect(response.body).toContain('<script type="module" src="/hydrate-after-paint.js"></script>');
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-3.css">');
  });

  it('allows exactly the markup’s style attributes in the CSP, by hash', async () => {
    renderPage.mockResolvedValue(page(MARKUP));
    const csp = String((await getPage(t, '/', mine.borrower.jwt)).headers['content-security-policy']);
    const styleSrcAttr = csp.split(';').find((directive) => directive.trim().startsWith('style-src-attr '));
    expect(styleSrcAttr?.trim().split(' ')).toEqual([
      'style-src-attr',
      "'unsafe-hashes'",
      `'sha256-${sha256(STYLE_1)}'`,
      // sha256 of `font-family:"Inter", sans-serif`: the browser hashes the value, entities decoded.
      "'sha256-WVPZ3EDFqLDRfJUmT/4U3QYeASKFuTyg9JNSVI0e4JI='",
    ]);
  });

  it('a redirect: 302 to its location, not stored', async () => {
    renderPage.mockResolvedValue({ kind: 'redirect', location: '/account/heloc/offers?from=ssr' });
    const response = await getPage(t, DASHBOARD, mine.borrower.jwt);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/account/heloc/offers?from=ssr');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each<[string, RenderPage]>([
    ['declined', async () => ({ kind: 'declined', reason: 'a call failed' })],
    ['rejecting', async () => Promise.reject(new Error('render failed'))],
    [
      'throwing',
      () => {
        throw new Error('render failed');
      },
    ],
  ])('a render %s: the plain shell', async (_case, render) => {
    renderPage.mockImplementation(render);
    expectPlainShell(await getPage(t, DASHBOARD, mine.borrower.jwt));
    expect(renderPage).toHaveBeenCalledTimes(1);
  });

  it('a render that ignores its signal still ends at the time limit: the plain shell goes', async () => {
    renderPage.mockImplementation(() => new Promise(() => {}));
    expectPlainShell(await getPage(t, DASHBOARD, mine.borrower.jwt));
  });

  it('a HEAD request is not rendered', async () => {
    const response = await t.app.inject({
      method: 'HEAD',
      url: DASHBOARD,
      headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${mine.borrower.jwt}` },
    });
    expect(response.statusCode).toBe(200);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('a session that cannot be checked (the database failing): the plain shell, not a 500', async () => {
    const isRevoked = vi.spyOn(t.app.revocations, 'isRevoked').mockRejectedValueOnce(new Error('db down'));
    expectPlainShell(await getPage(t, DASHBOARD, mine.borrower.jwt));
    expect(isRevoked).toHaveBeenCalled();
    expect(renderPage).not.toHaveBeenCalled();
    isRevoked.mockRestore();
  });

  it('a render past the time limit has its signal aborted, and the plain shell goes', async () => {
    let reason: unknown;
    renderPage.mockImplementation(
      ({ signal }) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => {
            reason = signal.reason;
            reject(signal.reason);
          });
        }),
    );
    expectPlainShell(await getPage(t, DASHBOARD, mine.borrower.jwt));
    expect(reason).toMatchObject({ name: 'TimeoutError' });
  });
});

describe('a form a visitor sends without scripts (decision 029)', () => {
  const LOGIN_PAGE = '/auth/login';
  const sendForm = (form: string, origin: string | null = ORIGIN, url = LOGIN_PAGE) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin === null ? {} : { origin }),
      },
      payload: form,
    });

  it('goes to renderPage as the form’s text, and the page answers with its action’s status', async () => {
    renderPage.mockResolvedValue({
      kind: 'page',
      html: '<main>with its messages</main>',
      state: {},
      status: 400,
    });
    const response = await sendForm('email=nobody&password=');
    expect(renderPage.mock.calls[0]?.[0]).toMatchObject({ form: 'email=nobody&password=', jwt: null });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<div id="root"><main>with its messages</main></div>');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['from another site', 'https://evil.example'],
    ['without its origin', null],
  ])('%s: 403, not rendered', async (_case, origin) => {
    expect((await sendForm('email=a%40b.example', origin)).statusCode).toBe(403);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it('to a page that takes no form (the renderer declines): 405, GET allowed', async () => {
    renderPage.mockResolvedValue({ kind: 'declined', reason: 'no action' });
    const response = await sendForm('x=1', ORIGIN, '/terms');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET');
  });

  it('a log-in the action makes in-process hands on its session cookie, with a 303 to the next page', async () => {
    const email = uniqueEmail();
    await registerUser(t.app, email);
    renderPage.mockImplementation(async ({ fetch }) => {
      const answer = await fetch(LOGIN_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-org': 'hearth' },
        body: JSON.stringify({ email, password: STRONG_PASSWORD }),
      });
      expect(answer.status).toBe(200);
      // The render itself never sees the cookie; only the page's answer carries it.
      expect(answer.headers.get('set-cookie')).toBeNull();
      return { kind: 'redirect', location: '/dashboard' };
    });
    const response = await sendForm(`email=${encodeURIComponent(email)}&password=x`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dashboard');
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((line) => line?.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
  });

  it('a page’s reads never hand on a session cookie', async () => {
    renderPage.mockImplementation(async ({ fetch }) => {
      await fetch(LOGIN_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-org': 'hearth' },
        body: JSON.stringify({ email: mine.borrower.email, password: STRONG_PASSWORD }),
      });
      return page('<main>read</main>');
    });
    const response = await getPage(t, LOGIN_PAGE);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the fetch given to renderPage calls the API in-process as the session', () => {
  it('answers the borrower’s own profile and application, 404 for another’s, 401 without the bearer', async () => {
    const statuses: Record<string, number> = {};
    renderPage.mockImplementation(async ({ fetch, jwt }) => {
      const call = async (
        name: string,
        path: string,
        headers: Record<string, string> = { authorization: jwt ?? '' },
      ) => {
        const response = await fetch(path, { headers });
        statuses[name] = response.status;
        return response;
      };
      const profile = zProfile.parse(await (await call('profile', PROFILE_PATH)).json());
      await call('own application', applicationPath(mine.uuid));
      await call('another’s application', applicationPath(theirs.uuid));
      await call('no bearer', PROFILE_PATH, {});
      return page(`<p>${profile.email} ${profile.name.lastName}</p>`);
    });
    const response = await getPage(t, DASHBOARD, mine.borrower.jwt);
    expect(statuses).toEqual({
      profile: 200,
      'own application': 200,
      'another’s application': 404,
      'no bearer': 401,
    });
    expect(response.body).toContain(`<div id="root"><p>${mine.borrower.email} Lovelace</p></div>`);
  });

  it('resolves the org from the page’s host', async () => {
    let orgCode: unknown;
    renderPage.mockImplementation(async ({ fetch }) => {
      orgCode = zOrgPayload.parse(await (await fetch(endpointPath(orgPayloadApi.payload))).json()).orgCode;
      return page('<p>x</p>');
    });
    await getPage(t, '/', await tokenOfOrg('bluewater-cu'), 'bluewater-cu.hearth.test');
    expect(orgCode).toBe('bluewater-cu');
  });
});

describe('without a renderer given: the web build’s ssr/entry-server.js', () => {
  let built: TestApp;
  let buildDir: string;
  let jwt: string;
  const entry = () => join(buildDir, 'ssr', 'entry-server.js');
  /** Writes the server build, dated later than any before it so that it is seen as a rebuild. */
  function writeServerBuild(source: string, secondsLater: number) {
    writeFileSync(entry(), source);
    const later = new Date(Date.now() + secondsLater * 1000);
    utimesSync(entry(), later, later);
  }
  const rendering = (text: string) =>
    `export async function renderPage() { return { kind: 'page', html: '<p>${text}</p>', state: {} }; }`;

  beforeAll(async () => {
    buildDir = createDistDir();
    built = await buildIdentityTestApp({ webDistDir: buildDir });
    jwt = (await registerUser(built.app)).jwt;
  });
  afterAll(async () => {
    await built?.close();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('the plain shell while there is none; its page once built, and the new one after a rebuild', async () => {
    expectPlainShell(await getPage(built, '/', jwt));
    mkdirSync(join(buildDir, 'ssr'));
    writeServerBuild(rendering('build one'), 10);
    expect((await getPage(built, '/', jwt)).body).toContain('<p>build one</p>');
    writeServerBuild(rendering('build two'), 20);
    expect((await getPage(built, '/', jwt)).body).toContain('<p>build two</p>');
  });

  it('warmUp loads the build and runs its own warm-up', async () => {
    mkdirSync(join(buildDir, 'ssr'), { recursive: true });
    const marker = join(buildDir, 'warmed');
    writeServerBuild(
      `${rendering('warm')}\nexport async function warmUp() { (await import('node:fs')).writeFileSync(${JSON.stringify(marker)}, 'yes'); }`,
      25,
    );
    const renderer = createSignedInPageRenderer(built.app, { distDir: buildDir });
    await renderer.warmUp();
    expect(readFileSync(marker, 'utf8')).toBe('yes');
  });

  it('a server build that fails to load: the plain shell', async () => {
    mkdirSync(join(buildDir, 'ssr'), { recursive: true });
    writeServerBuild('export const renderPage = ;', 30);
    expectPlainShell(await getPage(built, '/', jwt));
  });
});
