// @vitest-environment node
// As on the server: no window, document or storage.
import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { REDESIGN_FLAG } from './features/registration/lib/flags.ts';
import { borrowerApi, createApiFetch, PAT, SITE_ORIGIN } from './test/server-render.ts';

vi.setConfig({ testTimeout: 20_000 });

/** The flagship's organisation with the redesigned registration on (RTE-007). */
const ORG = structuredClone(PAT.org);
ORG.orgMetaData.companyInfo.publicFeatureToggles[REDESIGN_FLAG] = true;

const LISTED_ADDRESS = {
  fullAddress: '12 Elm Street, Springfield, IL 62704',
  street1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};
const REGISTERED = { email: 'ada@example.com', password: 'Correct-Horse-42!' };

/** A visitor's request (no session); with `form`, a form sent without scripts. */
function renderForVisitor(path: string, form?: Record<string, string>) {
  return renderPage({
    url: `${SITE_ORIGIN}${path}`,
    jwt: null,
    ...(form ? { form: new URLSearchParams(form).toString() } : {}),
    org: ORG,
    language: 'en',
    fetch: createApiFetch([
      // API-041: the typeahead lists one address for whatever is typed.
      http.get(endpointPath(addressSearchApi.typeahead), () =>
        HttpResponse.json({ items: [LISTED_ADDRESS] }),
      ),
      // API-047: one borrower's e-mail and password log in; anything else is refused.
      http.post(endpointPath(identityApi.login), async ({ request }) => {
        const body = (await request.json()) as { email: string; password: string };
        return body.email === REGISTERED.email && body.password === REGISTERED.password
          ? HttpResponse.json({ jwt: 'Bearer a.b.c' })
          : HttpResponse.json({ errors: ['Invalid email or password'] }, { status: 401 });
      }),
      // API-070: the lender's borrowers register with a password.
      http.get(endpointPath(authModeApi.lookup), () =>
        HttpResponse.json({
          orgCode: 'hearth',
          mode: 'REGISTER',
          authMode: 'PASSWORD',
          skipsContactInfo: false,
          externalStateUrl: null,
        }),
      ),
      // Decision 029 §5: this visitor has no draft yet; a step that passes saves one.
      http.get(endpointPath(registrationApi.visitorDraft), () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
      http.put(endpointPath(registrationApi.saveVisitorDraft), async ({ request }) =>
        HttpResponse.json({ ...((await request.json()) as object), updatedAt: new Date(0).toISOString() }),
      ),
      ...borrowerApi(PAT),
    ]).fetch,
    signal: AbortSignal.timeout(15_000),
  });
}

describe('a visitor’s first pages are rendered on the server', () => {
  it.each([
    ['/account/heloc/register-v2', 'Where is the property?'],
    ['/account/heloc/register', 'Where is the property?'],
    ['/auth/login', 'Log in to your account'],
    ['/terms', 'Terms of Use'],
  ])('%s comes with its heading and form in the HTML', async (path, heading) => {
    const result = await renderForVisitor(path);
    expect(result.kind === 'declined' ? result.reason : result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.html).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
    }
  });

  it.each([
    ['/account/heloc/register-v2', true],
    ['/auth/login', true],
    ['/terms', false],
    // The app acts on a referrer (the loan officer's card) once it runs: not left for a touch.
    ['/account/heloc/register-v2?referrer=lo-1', false],
    // An ad's link: the app only reads the campaign's parameters, so the page waits for a touch.
    ['/account/heloc/register-v2?utm_source=google&utm_medium=cpc&gclid=abc', true],
    ['/auth/login?fbclid=IwAR0', true],
    ['/account/heloc/register-v2?utm_source=mail&referrer=lo-1', false],
  ])('%s: the app’s scripts load on the first touch: %s (decision 029)', async (path, onIntent) => {
    const result = await renderForVisitor(path);
    expect(result.kind === 'page' && result.state.hydrateOnIntent === true).toBe(onIntent);
  });

  it('register-v2’s first step has its address field and occupancy choices before any script', async () => {
    const result = await renderForVisitor('/account/heloc/register-v2');
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('type="radio"');
    expect(html).toContain('Continue');
  });

  it.each([
    ['a signed-in page (the browser may hold a token the server cannot see)', '/dashboard'],
    [
      'a later register step without a draft (its answers are in the tab)',
      '/account/heloc/register-v2/for-sale',
    ],
  ])('declines %s', async (_case, path) => {
    expect((await renderForVisitor(path)).kind).toBe('declined');
  });
});

/** The markup of an answer that is a page, with its status. */
async function answerTo(path: string, form: Record<string, string>) {
  const result = await renderForVisitor(path, form);
  if (result.kind !== 'page') {
    throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  }
  return { html: result.html, status: result.status ?? 200 };
}

/**
 * The message at the (first) field named `name`: the text of what its aria-describedby names that
 * is drawn as an error (a hint is described too, but not in the error colour).
 */
function messageAt(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  const ids = /aria-describedby="([^"]*)"/.exec(input)?.[1]?.split(' ') ?? [];
  return ids
    .map((id) => new RegExp(`(<[^>]*\\sid="${id}"[^>]*>)([^<]*)<`).exec(html))
    .find((described) => described?.[1]?.includes('text-red-700'))?.[2];
}

describe('a form sent without scripts is answered by its page, rendered with the messages', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['empty', { email: '', password: '' }, { email: 'Please enter your email', password: 'Required' }],
    ['a malformed e-mail', { email: 'ada@', password: 'x' }, { email: 'Please enter a valid email address' }],
  ])('log-in, %s: 400 with each message at its field (VAL-008/009)', async (_case, form, messages) => {
    const { html, status } = await answerTo('/auth/login', form);
    expect(status).toBe(400);
    for (const [name, message] of Object.entries(messages)) {
      expect(messageAt(html, name)).toBe(message);
    }
    expect(html).toMatch(/<h1[^>]*>Log in to your account<\/h1>/);
  });

  it('log-in: the e-mail is typed back, the password never', async () => {
    const { html } = await answerTo('/auth/login', { email: 'ada@', password: 'Secret-Word-99!' });
    expect(html).toContain('value="ada@"');
    expect(html).not.toContain('Secret-Word-99!');
  });

  it('log-in refused by the server: its message above the form, 401', async () => {
    const { html, status } = await answerTo('/auth/login', {
      email: REGISTERED.email,
      password: 'wrong-one',
    });
    expect(status).toBe(401);
    expect(html).toContain('Invalid email or password');
    expect(html).not.toContain('wrong-one');
  });

  it('log-in accepted: on to the redirect target', async () => {
    expect(await renderForVisitor('/auth/login?redirectUrl=/settings', REGISTERED)).toEqual({
      kind: 'redirect',
      location: '/settings',
    });
  });

  it.each<[string, Record<string, string>, Record<string, string | undefined>]>([
    [
      'nothing',
      { address: '', occupancyType: '' },
      { address: 'Please enter a valid property address', occupancyType: 'Please select an occupancy type' },
    ],
    [
      'an address not on the list',
      { address: '99 Nowhere Road', occupancyType: 'HOME' },
      { address: 'Please select your address from the list', occupancyType: undefined },
    ],
  ])(
    'register-v2’s first step, %s: 400 with each message at its field (VAL-035…037)',
    async (_case, form, messages) => {
      const { html, status } = await answerTo('/account/heloc/register-v2', form);
      expect(status).toBe(400);
      for (const [name, message] of Object.entries(messages)) {
        expect(messageAt(html, name)).toBe(message);
      }
      expect(html).toContain(`value="${form.address}"`);
    },
  );

  it('register-v2’s first step with a listed address: on to the next step', async () => {
    expect(
      await renderForVisitor('/account/heloc/register-v2', {
        address: LISTED_ADDRESS.fullAddress,
        occupancyType: 'SECONDARY',
      }),
    ).toEqual({ kind: 'redirect', location: '/account/heloc/register-v2/home-address' });
  });

  it('a page that takes no form declines it', async () => {
    expect((await renderForVisitor('/terms', { anything: '1' })).kind).toBe('declined');
  });
});
