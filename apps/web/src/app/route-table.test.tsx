import { screen } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import routesCatalogue from '../locales/en/routes.json';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import type { PageId } from './route-helpers.ts';
import { page } from './route-modules.ts';
import { routes } from './router.tsx';

// Every page's module and catalogues loaded once, before the pages render: a module imported cold
// for the first time can take longer on a busy machine than a page is given to show its heading.
beforeAll(async () => {
  await Promise.all(Object.values(page).map((load) => load()));
}, 120_000);

const UUID = '3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5b';
const APP = `/account/heloc/${UUID}`;

/** Every application page of 000 §2 with the page (routes.json `pages`) the route table must give it. */
const PAGES: [string, PageId][] = [
  [`${APP}`, 'applicationHome'],
  [`${APP}/bank/autopay`, 'bankAutopay'],
  [`${APP}/bank/autopay-manual`, 'bankAutopayManual'],
  [`${APP}/bank/confirm`, 'bankConfirm'],
  [`${APP}/bank/disburse`, 'bankDisburse'],
  [`${APP}/bank/manual-disburse`, 'bankManualDisburse'],
  [`${APP}/credit/social`, 'creditSocial'],
  [`${APP}/credit/error`, 'creditError'],
  [`${APP}/complete`, 'complete'],
  [`${APP}/conditions`, 'conditions'],
  [`${APP}/conditions/upload-document`, 'conditionsUploadDocument'],
  [`${APP}/conditions/phone-number`, 'conditionsPhoneNumber'],
  [`${APP}/document/disclosures`, 'documentDisclosures'],
  [`${APP}/error/decline`, 'errorDecline'],
  [`${APP}/error/credit`, 'errorCredit'],
  [`${APP}/error/income`, 'errorIncome'],
  [`${APP}/error/timeout`, 'errorTimeout'],
  [`${APP}/error/flood-cert`, 'errorFloodCert'],
  [`${APP}/income/review`, 'incomeReview'],
  [`${APP}/income/pointserv-callback`, 'incomePointservCallback'],
  [`${APP}/income/upload/w2`, 'incomeUpload'],
  // RTE-017: the tax instructions (decision 020).
  [`${APP}/income/upload/TAX`, 'incomeUpload'],
  [`${APP}/income/employer-verification`, 'incomeEmployerVerification'],
  [`${APP}/identity`, 'identity'],
  [`${APP}/insurance/upload`, 'insuranceUpload'],
  [`${APP}/insurance/requirements`, 'insuranceRequirements'],
  [`${APP}/liens`, 'liens'],
  [`${APP}/notary/intro`, 'notaryIntro'],
  [`${APP}/notary/schedule-manual`, 'notaryScheduleManual'],
  [`${APP}/notary/reserve-manual`, 'notaryReserveManual'],
  [`${APP}/notary/session`, 'notarySession'],
  [`${APP}/notary/error`, 'notaryError'],
  [`${APP}/product/assets`, 'productAssets'],
  [`${APP}/product/select`, 'productSelect'],
  [`${APP}/product/select/confirm`, 'productSelectConfirm'],
  [`${APP}/product/prequal-winback`, 'productPrequalWinback'],
  [`${APP}/signing/intro`, 'signingIntro'],
  [`${APP}/signing/sign`, 'signingSign'],
  [`${APP}/signing/additional`, 'signingAdditional'],
  [`${APP}/signing/support`, 'signingSupport'],
  [`${APP}/start/profile`, 'startProfile'],
  // RTE-017: the additional profile is start/contact, the moreProfile state's page (000 §4).
  [`${APP}/start/contact`, 'startContact'],
  [`${APP}/start/hmda`, 'startHmda'],
  [`${APP}/start/app-summary`, 'startAppSummary'],
  [`${APP}/review-app/incorrect-pin`, 'reviewAppIncorrectPin'],
  [`${APP}/review-app/no-credit`, 'reviewAppNoCredit'],
  [`${APP}/review-app/property`, 'reviewAppProperty'],
  [`${APP}/review-app/uw`, 'reviewAppUw'],
  [`${APP}/review-app/delinquency`, 'reviewAppDelinquency'],
  [`${APP}/review-app/incorrect-ownership`, 'reviewAppIncorrectOwnership'],
  [`${APP}/review-app/datatree`, 'errorTimeout'],
  [`${APP}/review-app/signdocs`, 'errorTimeout'],
  [`${APP}/payoff/hold`, 'payoffHold'],
  [`${APP}/bpo/condition`, 'bpoCondition'],
  [`${APP}/bpo/hold`, 'bpoHold'],
  [`${APP}/bpo/waiting`, 'bpoWaiting'],
  [`${APP}/bpo/estimate-value`, 'bpoEstimateValue'],
  [`${APP}/bpo/order-bpo`, 'bpoOrderBpo'],
  [`${APP}/hold`, 'hold'],
  [`${APP}/merchant/review`, 'merchantReview'],
  [`${APP}/merchant/lien-attestation`, 'merchantLienAttestation'],
];

/** Pages other engineers or other modules own: they must render their own h1, never the 404. */
const OWN_PAGES = [
  // Conditions and the additional signer's area (SGN-003/004, CND-002).
  `${APP}/conditions`,
  `${APP}/conditions/upload-document`,
  `${APP}/conditions/phone-number`,
  '/heloc-signer/resume',
  '/heloc-signer/cancelled',
  '/heloc-signer/identity',
  '/heloc-signer/intro',
  '/heloc-signer/error',
  '/heloc-signer/sign',
  '/heloc-signer/documents',
  '/heloc-signer/conditions',
  '/heloc-signer/conditions/upload-document?conditionUuid=c&conditionType=t&conditionEnum=e',
  '/heloc-signer/conditions/identity',
  `${APP}/product/assets`,
  `${APP}/product/select`,
  `${APP}/product/select/confirm`,
  `${APP}/product/prequal-winback`,
  `${APP}/start/profile`,
  `${APP}/start/contact`,
  `${APP}/start/hmda`,
  `${APP}/start/app-summary`,
  // The branch pages off the happy path (features credit, property, valuation, liens, decline, review).
  `${APP}/credit/social`,
  `${APP}/credit/error`,
  `${APP}/error/decline`,
  `${APP}/error/credit`,
  `${APP}/error/income`,
  `${APP}/error/timeout`,
  `${APP}/error/flood-cert`,
  `${APP}/liens`,
  `${APP}/review-app/incorrect-pin`,
  `${APP}/review-app/no-credit`,
  `${APP}/review-app/property`,
  `${APP}/review-app/uw`,
  `${APP}/review-app/delinquency`,
  `${APP}/review-app/incorrect-ownership`,
  `${APP}/review-app/datatree`,
  `${APP}/review-app/signdocs`,
  `${APP}/payoff/hold`,
  `${APP}/bpo/condition`,
  `${APP}/bpo/hold`,
  `${APP}/bpo/waiting`,
  `${APP}/bpo/estimate-value`,
  `${APP}/bpo/order-bpo`,
  `${APP}/hold`,
  `${APP}/merchant/review`,
  `${APP}/merchant/lien-attestation`,
  `${APP}/document/disclosures`,
  `${APP}/complete`,
  `${APP}/insurance/requirements`,
  `${APP}/insurance/upload`,
  `${APP}/notary/error`,
  `${APP}/notary/session`,
  `${APP}/notary/reserve-manual`,
  `${APP}/notary/schedule-manual`,
  `${APP}/notary/intro`,
  `${APP}/signing/support`,
  `${APP}/signing/additional`,
  `${APP}/signing/sign`,
  `${APP}/signing/intro`,
  `${APP}/income/employer-verification`,
  `${APP}/income/upload/w2`,
  `${APP}/income/pointserv-callback`,
  `${APP}/income/review`,
  `${APP}/identity`,
  `${APP}/bank/manual-disburse`,
  `${APP}/bank/disburse`,
  `${APP}/bank/confirm`,
  `${APP}/bank/autopay-manual`,
  `${APP}/bank/autopay`,
  '/dashboard',
  '/dashboard/settings',
  '/auth/login',
  '/heloc-signer/login',
  '/terms',
  '/privacy',
  '/communications',
  '/licenses',
  '/coming-soon',
  '/not-accepting-applications',
  // Registration: the v2 pages fall back to /register while the redesign flag is off.
  '/account/heloc/register',
  '/account/heloc/register/account-setup',
  '/account/heloc/register/support',
  '/account/heloc/register-v2',
  '/account/heloc/register-v2/home-address',
  '/account/heloc/register-v2/for-sale',
  '/account/heloc/register-v2/annual-income',
  '/account/heloc/register-v2/legal-name',
  '/account/heloc/register-v2/birthdate',
  '/account/heloc/register-v2/phone-and-email',
  '/account/heloc/register-v2/set-password',
  '/waitlist',
  '/marketing-waitlist',
];

const NOT_FOUND = "We can't find that page";
const FALLBACK = 'Sorry, looks like we have hit a snag!';

function signIn() {
  window.localStorage.setItem('jwt', 'Bearer test-token');
}

/** The page named by the deepest route the table matches for a path (route handle `{ page }`). */
function matchedPage(path: string): string | undefined {
  const matches = matchRoutes(routes, path) ?? [];
  const named = matches.map((match) => match.route.handle).filter(isPageHandle);
  return named.at(-1)?.page;
}

function isPageHandle(handle: unknown): handle is { page: string } {
  return typeof handle === 'object' && handle !== null && typeof Reflect.get(handle, 'page') === 'string';
}

/** Every page id the route table names, wherever it sits in the tree. */
function namedPages(table: RouteObject[]): string[] {
  return table.flatMap((route) => [
    ...(isPageHandle(route.handle) ? [route.handle.page] : []),
    ...namedPages(route.children ?? []),
  ]);
}

describe('000 §2 route table: every page resolves (signed in)', () => {
  it('lists every page the route table names, and only pages the catalogue names', () => {
    expect(PAGES.length).toBeGreaterThan(0);
    expect(new Set(PAGES.map(([, page]) => page))).toEqual(new Set(namedPages(routes)));
    for (const [, page] of PAGES) {
      expect(routesCatalogue.pages[page].name).not.toBe('');
    }
  });

  it.each(PAGES)('%s is the page %s', (path, page) => {
    expect(matchedPage(path)).toBe(page);
  });

  it.each(OWN_PAGES)('%s renders a page of its own', async (path) => {
    signIn();
    mockApi();
    renderRoutes(routes, path);
    // The page's data loads before its first render: room for a busy machine.
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(heading).not.toHaveTextContent(NOT_FOUND);
    expect(heading).not.toHaveTextContent(FALLBACK);
  });
});

describe('unknown paths and ids show the not-found page', () => {
  it.each([
    '/nowhere',
    '/account/heloc/not-a-uuid',
    '/account/heloc/not-a-uuid/bank/autopay',
    `${APP}/bank/unknown`,
    `${APP}/no-such-group/page`,
    '/account/heloc/3f2b8c1e-5d4a-4e6f-9a7b-0c1d2e3f4a5/bank/autopay',
  ])('%s', async (path) => {
    signIn();
    mockApi();
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeInTheDocument();
    expect(document.title).toBe('Hearth | Page not found');
  });
});
