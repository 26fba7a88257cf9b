// @vitest-environment node
// As on the server: no window, document or storage.
import { authModeApi } from '@hearth/domain/api/auth-mode-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { REDESIGN_FLAG } from './features/registration/lib/flags.ts';
import { borrowerApi, createApiFetch, PAT, SITE_ORIGIN } from './test/server-render.ts';

vi.setConfig({ testTimeout: 20_000 });

/** The flagship's organisation with the redesigned registration on (RTE-007). */
const ORG = structuredClone(PAT.org);
ORG.orgMetaData.companyInfo.publicFeatureToggles[REDESIGN_FLAG] = true;

/** A visitor's request: no session. */
function renderForVisitor(path: string) {
  return renderPage({
    url: `${SITE_ORIGIN}${path}`,
    jwt: null,
    org: ORG,
    fetch: createApiFetch([
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
    expect(result.kind).toBe('page');
    if (result.kind === 'page') {
      expect(result.html).toMatch(new RegExp(`<h1[^>]*>${heading.replace('?', '\\?')}</h1>`));
    }
  });

  it('register-v2’s first step has its address field and occupancy choices before any script', async () => {
    const result = await renderForVisitor('/account/heloc/register-v2');
    const html = result.kind === 'page' ? result.html : '';
    expect(html).toContain('type="radio"');
    expect(html).toContain('Continue');
  });

  it.each([
    ['a signed-in page (the browser may hold a token the server cannot see)', '/dashboard'],
    ['a later register step (its answers are in the tab)', '/account/heloc/register-v2/for-sale'],
  ])('declines %s', async (_case, path) => {
    expect((await renderForVisitor(path)).kind).toBe('declined');
  });
});
