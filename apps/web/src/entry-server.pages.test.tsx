// @vitest-environment node
// The node environment, as on the server (entry-server.test.tsx says why).

import { applicationApi, coDeedApi, documentsApi } from '@hearth/domain/api/application-api';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { liensApi } from '@hearth/domain/api/liens-api';
import { notaryApi } from '@hearth/domain/api/notary-api';
import { offersApi } from '@hearth/domain/api/offers-api';
import { propertyReviewApi } from '@hearth/domain/api/property-review-api';
import { signerApi } from '@hearth/domain/api/signer-api';
import { adverseActionApi, softCreditApi } from '@hearth/domain/api/soft-credit-api';
import { valuationApi } from '@hearth/domain/api/valuation-api';
import { HttpResponse, http } from 'msw';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RequireAuth } from './app/guards/require-auth.tsx';
import { routes } from './app/router.tsx';
import type { PageRenderResult } from './entry-server.tsx';
import { appPath, makeApplication } from './test/journey-server.tsx';
import {
  makeAdverseAction,
  makeCreditCheck,
  makeLiens,
  makeValuation,
  PROPERTY_ADDRESS,
} from './test/review-server.ts';
import { makeFakeJwt, PAT, renderBorrowerPage, type TestBorrower } from './test/server-render.ts';
import { makeSigner, signerPath } from './test/signer-server.tsx';

// Each page loads its modules cold the first time: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/**
 * Decision 016: every signed-in page renders on the server exactly once, with the data its routes'
 * loaders loaded. A page whose loader forgets a query it reads is declined naming that query's key,
 * which fails here. The pages are the route table's own: every route with a module under a
 * sign-in guard, so a page added to the table is tested without being listed again.
 */
function signedInPagePaths(table: RouteObject[], base = '', signedIn = false): string[] {
  return table.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : [base, route.path].filter(Boolean).join('/');
    const inside = signedIn || route.Component === RequireAuth;
    const own = inside && (route.path || route.index) && route.lazy ? [path] : [];
    return [...own, ...signedInPagePaths(route.children ?? [], path, inside)];
  });
}

const UUID = PAT.application.uuid;
const APP = `/account/heloc/${UUID}`;

/**
 * A step the progress model has no page for, with an application whose client state keeps the
 * borrower where they are (PRG-089): the journey guard lets every page stay, so each renders itself.
 */
const BORROWER: TestBorrower = { ...PAT, serverStep: 'NONE', application: makeApplication({ uuid: UUID }) };

const SIGNER: TestBorrower = {
  ...PAT,
  jwt: makeFakeJwt({ sub: 'grace', jti: 'session-of-grace' }),
  profile: { uuid: '8e2f5a8e-2222-4aaa-8bbb-123456789abc', email: 'grace@hearth.test', type: 'CO_DEEDER' },
};

const OFFER_TERMS = { type: 'FIXED', term: 10, rate: 9.5, originationFee: 2 };

/** What the pages beyond the journey's own calls ask for, answered as for a borrower mid-journey. */
const PAGE_CALLS = [
  http.get(appPath(softCreditApi.check), () => HttpResponse.json(makeCreditCheck())),
  http.get(appPath(documentsApi.list), () => HttpResponse.json([])),
  http.get(appPath(conditionsApi.list), () => HttpResponse.json([])),
  http.get(signerPath(conditionsApi.list), () => HttpResponse.json([])),
  http.get(appPath(adverseActionApi.get), () => HttpResponse.json(makeAdverseAction())),
  http.get(appPath(liensApi.get), () => HttpResponse.json(makeLiens())),
  http.get(appPath(valuationApi.get), () => HttpResponse.json(makeValuation())),
  http.get(appPath(notaryApi.slots), () => HttpResponse.json({ timeZone: 'America/Los_Angeles', slots: [] })),
  http.get(appPath(offersApi.requalified), () =>
    HttpResponse.json({
      maxLineAmount: 140_000,
      homeValue: 400_000,
      previous: { ...OFFER_TERMS, amount: 150_000 },
      offer: { ...OFFER_TERMS, amount: 140_000 },
      reason: null,
      ofeeMaxThreshold: null,
      propertyState: 'OR',
      serverStep: 'CLTV_LIEN_POSITION_REQUALIFY',
    }),
  ),
  http.get(endpointPath(coDeedApi.status), () => HttpResponse.json([])),
  http.get(appPath(propertyReviewApi.candidates), () =>
    HttpResponse.json({
      serverStep: 'NO_PROPERTY_FOUND',
      outcome: 'NOT_FOUND',
      address: PROPERTY_ADDRESS,
      candidates: [],
    }),
  ),
  http.get(endpointPath(applicationApi.list), () => HttpResponse.json([])),
  // Past the identity step, where the signing pages open.
  http.get(endpointPath(signerApi.list), () => HttpResponse.json([makeSigner({ identityUploaded: true })])),
  http.get(signerPath(signerApi.documents), () => HttpResponse.json([])),
  http.get(endpointPath(identityApi.profile), () =>
    HttpResponse.json({ uuid: 'identity-2', isBroker: false }),
  ),
];

/** Pages whose whole work is to send the visitor on: they answer a redirect, still in one pass. */
const SENDS_ON: Record<string, string> = {
  [APP]: `${APP}/start/profile`,
  '/account/heloc/plaid-oauth-success': '/dashboard',
  // The signer's conditions are behind a flag, off here.
  '/heloc-signer/conditions/upload-document?conditionUuid=c&conditionType=t&conditionEnum=e':
    '/heloc-signer/conditions',
};

const PARAMS: Record<string, string> = { uuid: UUID, type: 'W2' };

/** The query a page needs to be opened at all (a link always carries it). */
const SEARCH: Record<string, string> = {
  '/heloc-signer/conditions/upload-document': '?conditionUuid=c&conditionType=t&conditionEnum=e',
};

const PAGES = signedInPagePaths(routes).map((path) => {
  const page = path.replace(/:(\w+)/g, (_match, name: string) => PARAMS[name] ?? name);
  return `${page}${SEARCH[page] ?? ''}`;
});

function outcome(result: PageRenderResult): string {
  return result.kind === 'page'
    ? 'page'
    : `${result.kind}: ${'reason' in result ? result.reason : result.location}`;
}

describe('every signed-in page renders on the server in one pass (decision 016)', () => {
  it('finds the pages in the route table', () => {
    expect(PAGES).toContain(`${APP}/product/select`);
    expect(PAGES).toContain(`${APP}/product/select/confirm`);
    expect(PAGES).toContain('/dashboard');
    expect(PAGES).toContain('/heloc-signer/documents');
    expect(PAGES).toContain(`${APP}/conditions`);
    expect(PAGES.length).toBeGreaterThan(70);
  });

  it.each(PAGES)('%s', async (path) => {
    const borrower = path.startsWith('/heloc-signer') ? SIGNER : BORROWER;
    const { result } = await renderBorrowerPage(path, { borrower, handlers: PAGE_CALLS });
    const sendsTo = SENDS_ON[path];
    expect(outcome(result)).toBe(sendsTo === undefined ? 'page' : `redirect: ${sendsTo}`);
  });
});
