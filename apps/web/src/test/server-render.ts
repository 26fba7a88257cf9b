import { applicationApi } from '@hearth/domain/api/application-api';
import { bannersApi } from '@hearth/domain/api/banners-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { notificationsApi } from '@hearth/domain/api/notifications-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { featureFlagsApi, operatingHoursApi, orgApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import type { OrgPayload } from '@hearth/domain/org/org-config';
import type { Language } from '@hearth/domain/profile/language';
import { getResponse, HttpResponse, http, type RequestHandler } from 'msw';
import { type PageRenderResult, renderPage } from '../entry-server.tsx';
import { makeOffersView } from '../features/offers/test/offers-fixture.ts';
import type { JourneyApplication } from '../lib/heloc-application.ts';
import { makeApplication } from './journey-server.tsx';
import { TEST_PROFILE } from './mock-api.ts';
import { makeOrgPayload } from './org-fixture.ts';

/**
 * The server renderer (decision 012) under test: real pages rendered through `renderPage`, their API
 * calls answered by MSW handlers (the same `http.get(…)` the page tests use) through a fake of the
 * server's in-process fetch.
 */

export const SITE_ORIGIN = 'http://localhost';

/** `Bearer <jwt>` with the claims given; unsigned, as the web app only ever reads its `jti`. */
export function makeFakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `Bearer ${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** A signed-in borrower as the API knows them: token, organisation, profile and one application. */
export interface TestBorrower {
  jwt: string;
  org: OrgPayload;
  profile: { uuid: string; email: string; type: string };
  application: JourneyApplication;
  serverStep: string;
}

/** The page tests' borrower (journey-server.tsx's application, mock-api.ts's profile), choosing an offer. */
export const PAT: TestBorrower = {
  jwt: makeFakeJwt({ sub: TEST_PROFILE.uuid, jti: 'session-of-pat' }),
  org: makeOrgPayload(),
  profile: TEST_PROFILE,
  application: makeApplication({ loanNumber: 'HL-000123', amount: null, term: null }),
  serverStep: 'OFFER_SELECTION',
};

/**
 * The API as these borrowers see it: each call answered for the token it carries, in the organisation
 * it names (`x-org`), and an application only to its owner (404 otherwise), as the server does.
 */
export function borrowerApi(...borrowers: TestBorrower[]): RequestHandler[] {
  const signedIn = (request: Request) =>
    borrowers.find(
      (borrower) =>
        request.headers.get('authorization') === borrower.jwt &&
        request.headers.get('x-org') === borrower.org.orgCode,
    );
  const unauthenticated = () => HttpResponse.json({ errors: ['unauthenticated'] }, { status: 401 });
  const notFound = () => HttpResponse.json({ errors: ['Not found'] }, { status: 404 });
  const owner = (request: Request, uuid: unknown) => {
    const borrower = signedIn(request);
    return borrower?.application.uuid === uuid ? borrower : undefined;
  };
  return [
    http.get(endpointPath(profileApi.get), ({ request }) => {
      const borrower = signedIn(request);
      return borrower ? HttpResponse.json(borrower.profile) : unauthenticated();
    }),
    http.get(endpointPath(notificationsApi.list), ({ request }) =>
      signedIn(request) ? HttpResponse.json([]) : unauthenticated(),
    ),
    http.post(endpointPath(featureFlagsApi.features, { context: 'heloc' }), () => HttpResponse.json([])),
    http.get(endpointPath(operatingHoursApi.hours, { department: 'OPS_PHONE' }), () =>
      HttpResponse.json({ display: ['Monday – Friday: 5:00 AM – 8:00 PM PT', 'Sunday: Closed'] }),
    ),
    // API-072: the lender's banner file (none published), read without the token.
    http.get(bannersApi.file.path, () => HttpResponse.json([])),
    http.get(endpointPath(orgApi.stateLicenses), () =>
      HttpResponse.json([{ abbrev: 'CA', name: 'California', licenseNumber: 'CA-1' }]),
    ),
    http.get(applicationApi.get.path, ({ request, params }) => {
      const borrower = owner(request, params.uuid);
      return borrower ? HttpResponse.json(borrower.application) : notFound();
    }),
    http.get(applicationApi.stepStatus.path, ({ request, params }) => {
      const borrower = owner(request, params.uuid);
      return borrower ? HttpResponse.json({ serverStep: borrower.serverStep }) : notFound();
    }),
    http.get(offersApi.list.path, ({ request, params }) => {
      const borrower = owner(request, params.uuid);
      return borrower ? HttpResponse.json(makeOffersView({ serverStep: borrower.serverStep })) : notFound();
    }),
  ];
}

export interface ApiCall {
  method: string;
  path: string;
  authorization: string | null;
  /** Order among every call of the test file: shows whether two renders interleaved. */
  sequence: number;
}

let sequence = 0;

/**
 * A stand-in for the server's in-process fetch (apps/server/…/spa/in-process-fetch.ts): it takes only
 * origin-relative API paths, as the pages pass them, and answers from `handlers` (404 for a call none
 * handles). Each call waits a turn of the event loop, as a real one does, so concurrent renders interleave.
 */
export function createApiFetch(handlers: RequestHandler[]) {
  const calls: ApiCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    if (!path.startsWith('/')) {
      throw new TypeError(`the server renderer calls only this API, not ${path}`);
    }
    const request = new Request(new URL(path, SITE_ORIGIN), init);
    sequence += 1;
    calls.push({
      method: request.method,
      path,
      authorization: request.headers.get('authorization'),
      sequence,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const response = await getResponse(handlers, request, { baseUrl: SITE_ORIGIN });
    return (
      response ?? HttpResponse.json({ errors: [`unhandled ${request.method} ${path}`] }, { status: 404 })
    );
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

export interface RenderBorrowerPageOptions {
  borrower?: TestBorrower;
  /** Handlers tried before the borrower's API (a failing call, say). */
  handlers?: RequestHandler[];
  /** The API to call; by default one answering this borrower. */
  api?: ReturnType<typeof createApiFetch>;
  /** The language the server chose for the page. */
  language?: Language;
}

/** `renderPage` for a document request of `borrower` (PAT by default) at `path`. */
export async function renderBorrowerPage(
  path: string,
  {
    borrower = PAT,
    handlers = [],
    api = createApiFetch([...handlers, ...borrowerApi(borrower)]),
    language = 'en',
  }: RenderBorrowerPageOptions = {},
): Promise<{ result: PageRenderResult; calls: ApiCall[] }> {
  const result = await renderPage({
    url: `${SITE_ORIGIN}${path}`,
    jwt: borrower.jwt,
    org: borrower.org,
    language,
    fetch: api.fetch,
    signal: AbortSignal.timeout(15_000),
  });
  return { result, calls: api.calls };
}
