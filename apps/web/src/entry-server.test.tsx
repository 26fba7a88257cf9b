import { BANNERS_FILE_API } from '@hearth/domain/api/base-paths';
import { offersApi } from '@hearth/domain/api/offers-api';
// @vitest-environment node
// The node environment, as on the server: no window, document or storage. A page that reached for
// one while rendering would fail here (and be declined in production) rather than pass on jsdom.
import { resolveNextPage, toNextPageHref } from '@hearth/domain/progress/resolve-next-page';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { findNonJsonValue } from './app/server-render-state.ts';
import { makeOtherOrg } from './components/test-utils/render-page.tsx';
import type { PageRenderResult } from './entry-server.tsx';
import { getOffersQueryOptions } from './features/offers/api/offers-calls.ts';
import { makeOffersView } from './features/offers/test/offers-fixture.ts';
import { getHelocApplicationQueryOptions, getServerStepQueryOptions } from './lib/heloc-application.ts';
import { i18n } from './lib/i18n.ts';
import { queryClient } from './lib/query-client.ts';
import { readTokenId } from './lib/storage.ts';
import { makeApplication } from './test/journey-server.tsx';
import {
  borrowerApi,
  createApiFetch,
  makeFakeJwt,
  PAT,
  renderBorrowerPage,
  type TestBorrower,
} from './test/server-render.ts';

// Each render loads its pages' modules and their data: room for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const APP = `/account/heloc/${PAT.application.uuid}`;

const SAMS_UUID = 'b2c3d4e5-2222-4bbb-8ccc-23456789abcd';

/** A second borrower, of another lender, at the same step. */
const SAM: TestBorrower = {
  jwt: makeFakeJwt({ sub: SAMS_UUID, jti: 'session-of-sam' }),
  org: makeOtherOrg('bluewater-cu', {
    companyInfo: {
      companyName: 'Bluewater Credit Union',
      companyNameShort: 'Bluewater',
      logoText: 'Bluewater CU',
    },
  }),
  profile: { uuid: SAMS_UUID, email: 'sam@bluewater.test', type: 'BORROWER' },
  application: makeApplication({
    uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    loanNumber: 'HL-000456',
    amount: null,
    term: null,
  }),
  serverStep: 'OFFER_SELECTION',
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/** What a reader gets of some markup: tags out, React's entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The markup of the first `<tag>` element (one that does not nest in itself: h1, header, footer). */
function elementOf(html: string, tag: string): string {
  return new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? '';
}

function expectPage(result: PageRenderResult) {
  if (result.kind !== 'page') {
    throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  }
  return result;
}

/** The page the progress model names for PAT — where the client's JourneyGuard would navigate. */
const PATS_PAGE = toNextPageHref(
  PAT.application.uuid,
  resolveNextPage({ serverStep: PAT.serverStep, application: PAT.application, profile: PAT.profile }),
);

describe('renderPage (decision 012): a borrower choosing an offer', () => {
  it('renders product/select with the offers, and the state the browser hydrates from', async () => {
    const { result } = await renderBorrowerPage(`${APP}/product/select`);
    const { html, state } = expectPage(result);
    expect(textOf(elementOf(html, 'h1'))).toBe('Choose your offer');
    expect(textOf(html)).toContain('10-year fixed 9.50% APR · up to $100,000');
    expect(textOf(html)).toContain('Application ID HL-000123');

    const queries = Object.fromEntries(
      state.queries.queries.map((query) => [JSON.stringify(query.queryKey), query.state]),
    );
    const uuid = PAT.application.uuid;
    expect(queries[JSON.stringify(getHelocApplicationQueryOptions(uuid).queryKey)]).toMatchObject({
      status: 'success',
      data: PAT.application,
    });
    expect(queries[JSON.stringify(getServerStepQueryOptions(uuid).queryKey)]).toMatchObject({
      status: 'success',
      data: { serverStep: 'OFFER_SELECTION' },
    });
    expect(queries[JSON.stringify(getOffersQueryOptions(uuid).queryKey)]).toMatchObject({
      status: 'success',
      data: makeOffersView(),
    });
    expect(state.router).toMatchObject({ actionData: null, errors: null });
    expect(findNonJsonValue(state)).toBeUndefined();
  });

  it('sends no bearer token in the page: its cached data is keyed by the session’s id', async () => {
    const { result } = await renderBorrowerPage(`${APP}/product/select`);
    const { html, state } = expectPage(result);
    const token = PAT.jwt.replace(/^Bearer /, '');
    expect(JSON.stringify(state)).not.toContain(token);
    expect(html).not.toContain(token);
    const scopes = state.queries.queries.flatMap((query) => {
      const input = query.queryKey[2] as { scope?: unknown } | undefined;
      return input?.scope === undefined ? [] : [input.scope];
    });
    expect(scopes).toContain(readTokenId(PAT.jwt));
  });

  it('brands the page for the request’s organisation: its name in the header and the footer', async () => {
    const { result } = await renderBorrowerPage(`/account/heloc/${SAM.application.uuid}/product/select`, {
      borrower: SAM,
    });
    const { html } = expectPage(result);
    const header = elementOf(html, 'header');
    expect(header).toContain('aria-label="Bluewater Credit Union home"');
    expect(textOf(header)).toContain('Bluewater CU');
    expect(textOf(elementOf(html, 'footer'))).toContain('Bluewater Credit Union');
    expect(html).not.toContain('Hearth Home Lending');
  });

  it('keeps concurrent renders apart: each sees only its own borrower, lender and token', async () => {
    const api = borrowerApi(PAT, SAM);
    const patsApi = createApiFetch(api);
    const samsApi = createApiFetch(api);
    const [pat, sam] = await Promise.all([
      renderBorrowerPage(`${APP}/product/select`, { borrower: PAT, api: patsApi }),
      renderBorrowerPage(`/account/heloc/${SAM.application.uuid}/product/select`, {
        borrower: SAM,
        api: samsApi,
      }),
    ]);
    // They did run side by side: each made calls while the other was still making its own.
    const sequences = (calls: typeof pat.calls) => calls.map((call) => call.sequence);
    expect(Math.min(...sequences(sam.calls))).toBeLessThan(Math.max(...sequences(pat.calls)));
    expect(Math.min(...sequences(pat.calls))).toBeLessThan(Math.max(...sequences(sam.calls)));

    const patsPage = textOf(expectPage(pat.result).html);
    expect(patsPage).toContain('HL-000123');
    expect(patsPage).toContain('Hearth Home Lending');
    expect(patsPage).not.toMatch(/HL-000456|Bluewater/);
    const samsPage = textOf(expectPage(sam.result).html);
    expect(samsPage).toContain('HL-000456');
    expect(samsPage).toContain('Bluewater Credit Union');
    expect(samsPage).not.toMatch(/HL-000123|Hearth Home Lending/);

    // Every call but the public banner file (API-072), which is read without credentials.
    const tokens = (calls: typeof pat.calls) =>
      new Set(
        calls.filter((call) => !call.path.startsWith(BANNERS_FILE_API)).map((call) => call.authorization),
      );
    expect(tokens(pat.calls)).toEqual(new Set([PAT.jwt]));
    expect(tokens(sam.calls)).toEqual(new Set([SAM.jwt]));
    expect(JSON.stringify(expectPage(pat.result).state)).not.toContain(SAM.application.uuid);
    expect(JSON.stringify(expectPage(sam.result).state)).not.toContain(PAT.application.uuid);
    // Nor does either leave anything in the process's own (the browser's) query client.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('renderPage in the language the server chose (decision 036)', () => {
  it('renders a Spanish and an English page at once, each in its own language', async () => {
    // A stand-in Spanish title: the test owns it whatever the Spanish catalogue says.
    const spanishTitle = 'Elija su oferta (prueba)';
    const original = i18n.getResource('es', 'offers', 'select.title') as string | undefined;
    i18n.addResource('es', 'offers', 'select.title', spanishTitle);
    try {
      const [spanish, english] = await Promise.all([
        renderBorrowerPage(`${APP}/product/select`, { language: 'es' }),
        renderBorrowerPage(`${APP}/product/select`, { language: 'en' }),
      ]);
      expect(textOf(elementOf(expectPage(spanish.result).html, 'h1'))).toBe(spanishTitle);
      expect(textOf(elementOf(expectPage(english.result).html, 'h1'))).toBe('Choose your offer');
      expect(i18n.language).toBe('en');
    } finally {
      if (original === undefined) {
        i18n.removeResourceBundle('es', 'offers');
      } else {
        i18n.addResource('es', 'offers', 'select.title', original);
      }
    }
  });
});

describe('renderPage answers a redirect where the browser would navigate', () => {
  it('takes a page the borrower may not be on yet to the page the progress model names', async () => {
    expect(PATS_PAGE).toBe(`${APP}/product/select?from=OFFER_SELECTION`);
    for (const page of ['start/profile', 'identity']) {
      const { result } = await renderBorrowerPage(`${APP}/${page}`);
      expect(result, page).toEqual({ kind: 'redirect', location: PATS_PAGE });
    }
  });

  it('takes the application root to the same page', async () => {
    const { result } = await renderBorrowerPage(APP);
    expect(result).toEqual({ kind: 'redirect', location: PATS_PAGE });
  });

  it('follows a route’s own redirect (RTE-019: /account → /dashboard)', async () => {
    const { result } = await renderBorrowerPage('/account');
    expect(result).toEqual({ kind: 'redirect', location: '/dashboard' });
  });
});

describe('renderPage declines, leaving the page to the browser', () => {
  it('when the application segment is not a UUID (the route’s loader answers 404)', async () => {
    const { result, calls } = await renderBorrowerPage('/account/heloc/not-a-uuid/product/select');
    expect(result).toEqual({ kind: 'declined', reason: expect.stringMatching(/^a route failed/) });
    expect(calls.filter((call) => call.path.includes('not-a-uuid'))).toEqual([]);
  });

  it('when a call fails, with no part of the page', async () => {
    const { result } = await renderBorrowerPage(`${APP}/product/select`, {
      handlers: [
        http.get(offersApi.list.path, () =>
          HttpResponse.json({ errors: ['Something went wrong'] }, { status: 500 }),
        ),
      ],
    });
    expect(result).toEqual({ kind: 'declined', reason: 'a call failed' });
  });

  it('before the offers exist, at once, so the browser shows its waiting screen (not a wait on the server)', async () => {
    const { result } = await renderBorrowerPage(`${APP}/product/select`, {
      handlers: [
        http.get(offersApi.list.path, () =>
          HttpResponse.json({ errors: ['There are no offers for this application yet'] }, { status: 404 }),
        ),
      ],
    });
    expect(result).toEqual({ kind: 'declined', reason: 'a call failed' });
  });
});
