import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { getBorrowerAppEntry, requireAcceptingApplications } from './guards/accepting-applications.ts';
import { requireApplicationId } from './guards/application-id.ts';
import { MaintenanceGuard, maintenanceLoader } from './guards/maintenance-guard.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireBorrower } from './guards/require-borrower.tsx';
import { signerAreaLoader } from './guards/signer-area.ts';
import { APP_BASE, paths, SIGNER_BASE } from './paths.ts';
import { RootError } from './root-error.tsx';
import { RootHydrateFallback, RootRoute, rootLoader } from './root-route.tsx';
import { RouteErrorRoute } from './route-error-route.tsx';
import { indexRedirect, indexUp, loadLazyRoute, redirectRoute, up } from './route-helpers.ts';
import { page } from './route-modules.ts';
import { SIGNED_OUT_FORM_PAGE, SIGNED_OUT_PAGE } from './signed-out-pages.ts';
import { SiteLayoutRoute, siteLayoutLoader } from './site-layout-route.tsx';

const MAIN_SITE_POLICY_PAGES = ['terms', 'communications', 'privacy', 'licenses'] as const;

/** RTE-019…021, SGN-007: old and bare paths. */
const redirects: RouteObject[] = [
  redirectRoute('/', paths.dashboard.path),
  redirectRoute('/account', paths.dashboard.path),
  redirectRoute('/account/register/*', (url) => url.pathname.replace(/^\/account/, APP_BASE), 'all'),
  redirectRoute('/account/heloc-signer/*', (url) => url.pathname.replace(/^\/account/, ''), 'all'),
  redirectRoute('/support', paths.contact.path),
  ...MAIN_SITE_POLICY_PAGES.flatMap((name) => [
    redirectRoute(`/account/${name}`, `/${name}`),
    redirectRoute(`${APP_BASE}/${name}`, `/${name}`),
  ]),
];

/** The main-site pages the app links to (RTE-009…016); those a visitor may see signed out first. */
const publicSitePages: RouteObject[] = [
  { path: paths.login.path, handle: SIGNED_OUT_FORM_PAGE, lazy: page.login },
  { path: paths.terms.path, handle: SIGNED_OUT_PAGE, lazy: page.terms },
  { path: paths.privacy.path, handle: SIGNED_OUT_PAGE, lazy: page.privacy },
  { path: paths.communications.path, handle: SIGNED_OUT_PAGE, lazy: page.communications },
  { path: paths.licenses.path, handle: SIGNED_OUT_PAGE, lazy: page.licenses },
  { path: paths.contact.path, lazy: page.contact },
  { path: paths.comingSoon.path, lazy: page.comingSoon },
  { path: paths.notAcceptingApplications.path, lazy: page.notAccepting },
  { path: paths.waitlist.path, handle: SIGNED_OUT_PAGE, lazy: page.waitlist },
  { path: paths.marketingWaitlist.path, handle: SIGNED_OUT_PAGE, lazy: page.waitlist },
];

/** RTE-004…006: registration, public, closed when the lender takes no applications here (RTE-028/029). */
const registration: RouteObject = {
  loader: requireAcceptingApplications,
  children: [
    {
      path: 'register',
      children: [
        { index: true, handle: SIGNED_OUT_PAGE, lazy: page.register },
        { path: 'account-setup', lazy: page.registerAccountSetup },
        { path: 'support', lazy: page.registerSupport },
      ],
    },
    {
      path: 'register-v2',
      lazy: page.registerV2Layout,
      children: [
        { index: true, handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2PropertyAddress },
        { path: 'home-address', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2HomeAddress },
        { path: 'for-sale', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2ForSale },
        { path: 'annual-income', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2AnnualIncome },
        { path: 'legal-name', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2LegalName },
        { path: 'birthdate', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2Birthdate },
        { path: 'phone-and-email', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2PhoneAndEmail },
        { path: 'set-password', handle: SIGNED_OUT_FORM_PAGE, lazy: page.registerV2SetPassword },
      ],
    },
  ],
};

/** 000 §2 "Application routes under /{uuid}" (+ OP-36 targets); group indexes go up to /{uuid}. */
const applicationPages: RouteObject[] = [
  { index: true, handle: { page: 'applicationHome' }, lazy: page.journeyHome },
  {
    path: 'bank',
    children: [
      indexUp(),
      { path: 'autopay', handle: { page: 'bankAutopay' }, lazy: page.bankAutopay },
      { path: 'autopay-manual', handle: { page: 'bankAutopayManual' }, lazy: page.bankAutopayManual },
      { path: 'confirm', handle: { page: 'bankConfirm' }, lazy: page.bankConfirm },
      { path: 'disburse', handle: { page: 'bankDisburse' }, lazy: page.bankDisburse },
      { path: 'manual-disburse', handle: { page: 'bankManualDisburse' }, lazy: page.bankManualDisburse },
    ],
  },
  {
    path: 'credit',
    children: [
      indexUp(),
      { path: 'social', handle: { page: 'creditSocial' }, lazy: page.creditSocial },
      { path: 'error', handle: { page: 'creditError' }, lazy: page.creditError },
    ],
  },
  { path: 'complete', handle: { page: 'complete' }, lazy: page.complete },
  {
    path: 'conditions',
    children: [
      { index: true, handle: { page: 'conditions' }, lazy: page.conditions },
      {
        path: 'upload-document',
        handle: { page: 'conditionsUploadDocument' },
        lazy: page.conditionsUploadDocument,
      },
      { path: 'phone-number', handle: { page: 'conditionsPhoneNumber' }, lazy: page.conditionsPhoneNumber },
    ],
  },
  {
    path: 'document',
    children: [
      indexUp(),
      { path: 'disclosures', handle: { page: 'documentDisclosures' }, lazy: page.documentDisclosures },
    ],
  },
  {
    path: 'error',
    children: [
      indexUp(),
      { path: 'decline', handle: { page: 'errorDecline' }, lazy: page.errorDecline },
      { path: 'credit', handle: { page: 'errorCredit' }, lazy: page.errorCredit },
      { path: 'income', handle: { page: 'errorIncome' }, lazy: page.errorIncome },
      { path: 'timeout', handle: { page: 'errorTimeout' }, lazy: page.errorTimeout },
      { path: 'flood-cert', handle: { page: 'errorFloodCert' }, lazy: page.errorFloodCert },
    ],
  },
  {
    path: 'income',
    children: [
      indexUp(),
      { path: 'review', handle: { page: 'incomeReview' }, lazy: page.incomeReview },
      redirectRoute('link/:type', up(2, 'review')),
      {
        path: 'pointserv-callback',
        handle: { page: 'incomePointservCallback' },
        lazy: page.incomePointservCallback,
      },
      { path: 'upload/:type', handle: { page: 'incomeUpload' }, lazy: page.incomeUpload },
      {
        path: 'employer-verification',
        handle: { page: 'incomeEmployerVerification' },
        lazy: page.incomeEmployerVerification,
      },
    ],
  },
  { path: 'identity', handle: { page: 'identity' }, lazy: page.identity },
  {
    path: 'insurance',
    children: [
      indexUp(),
      { path: 'upload', handle: { page: 'insuranceUpload' }, lazy: page.insuranceUpload },
      { path: 'requirements', handle: { page: 'insuranceRequirements' }, lazy: page.insuranceRequirements },
    ],
  },
  { path: 'liens', handle: { page: 'liens' }, lazy: page.liens },
  {
    path: 'notary',
    children: [
      indexUp(),
      { path: 'intro', handle: { page: 'notaryIntro' }, lazy: page.notaryIntro },
      { path: 'schedule-manual', handle: { page: 'notaryScheduleManual' }, lazy: page.notaryScheduleManual },
      { path: 'reserve-manual', handle: { page: 'notaryReserveManual' }, lazy: page.notaryReserveManual },
      { path: 'session', handle: { page: 'notarySession' }, lazy: page.notarySession },
      { path: 'error', handle: { page: 'notaryError' }, lazy: page.notaryError },
    ],
  },
  {
    path: 'product',
    children: [
      indexUp(),
      { path: 'assets', handle: { page: 'productAssets' }, lazy: page.productAssets },
      {
        path: 'select',
        handle: { page: 'productSelect' },
        lazy: page.productSelect,
        children: [
          { path: 'confirm', handle: { page: 'productSelectConfirm' }, lazy: page.productSelectConfirm },
        ],
      },
      {
        path: 'prequal-winback',
        handle: { page: 'productPrequalWinback' },
        lazy: page.productPrequalWinback,
      },
    ],
  },
  {
    path: 'signing',
    children: [
      indexUp(),
      { path: 'intro', handle: { page: 'signingIntro' }, lazy: page.signingIntro },
      { path: 'sign', handle: { page: 'signingSign' }, lazy: page.signingSign },
      { path: 'additional', handle: { page: 'signingAdditional' }, lazy: page.signingAdditional },
      { path: 'support', handle: { page: 'signingSupport' }, lazy: page.signingSupport },
    ],
  },
  {
    path: 'start',
    children: [
      indexUp(),
      { path: 'profile', handle: { page: 'startProfile' }, lazy: page.startProfile },
      { path: 'contact', handle: { page: 'startContact' }, lazy: page.startContact },
      { path: 'hmda', handle: { page: 'startHmda' }, lazy: page.startHmda },
      { path: 'app-summary', handle: { page: 'startAppSummary' }, lazy: page.startAppSummary },
    ],
  },
  {
    path: 'review-app',
    children: [
      indexUp(),
      { path: 'incorrect-pin', handle: { page: 'reviewAppIncorrectPin' }, lazy: page.reviewAppIncorrectPin },
      { path: 'no-credit', handle: { page: 'reviewAppNoCredit' }, lazy: page.reviewAppNoCredit },
      { path: 'property', handle: { page: 'reviewAppProperty' }, lazy: page.reviewAppProperty },
      { path: 'uw', handle: { page: 'reviewAppUw' }, lazy: page.reviewAppUw },
      { path: 'delinquency', handle: { page: 'reviewAppDelinquency' }, lazy: page.reviewAppDelinquency },
      {
        path: 'incorrect-ownership',
        handle: { page: 'reviewAppIncorrectOwnership' },
        lazy: page.reviewAppIncorrectOwnership,
      },
      { path: 'datatree', handle: { page: 'errorTimeout' }, lazy: page.errorTimeout },
      { path: 'signdocs', handle: { page: 'errorTimeout' }, lazy: page.errorTimeout },
    ],
  },
  {
    path: 'payoff',
    children: [indexUp(), { path: 'hold', handle: { page: 'payoffHold' }, lazy: page.payoffHold }],
  },
  {
    path: 'bpo',
    children: [
      indexUp(),
      { path: 'condition', handle: { page: 'bpoCondition' }, lazy: page.bpoCondition },
      { path: 'hold', handle: { page: 'bpoHold' }, lazy: page.bpoHold },
      { path: 'waiting', handle: { page: 'bpoWaiting' }, lazy: page.bpoWaiting },
      { path: 'estimate-value', handle: { page: 'bpoEstimateValue' }, lazy: page.bpoEstimateValue },
      { path: 'order-bpo', handle: { page: 'bpoOrderBpo' }, lazy: page.bpoOrderBpo },
    ],
  },
  { path: 'hold', handle: { page: 'hold' }, lazy: page.hold },
  {
    path: 'merchant',
    children: [
      indexUp(),
      { path: 'review', handle: { page: 'merchantReview' }, lazy: page.merchantReview },
      {
        path: 'lien-attestation',
        handle: { page: 'merchantLienAttestation' },
        lazy: page.merchantLienAttestation,
      },
    ],
  },
];

/** RTE-001: the borrower app; its root leads to registration or the dashboard (closed per RTE-028/029). */
const borrowerArea: RouteObject = {
  path: APP_BASE,
  children: [
    indexRedirect(getBorrowerAppEntry, 'own'),
    registration,
    {
      Component: RequireAuth,
      children: [
        { path: 'plaid-oauth-success', lazy: page.plaidOauthSuccess },
        {
          Component: RequireBorrower,
          children: [
            {
              path: ':uuid',
              loader: requireApplicationId,
              lazy: page.journeyLayout,
              children: [{ lazy: page.leaveSurveyBoundary, children: applicationPages }],
            },
          ],
        },
      ],
    },
  ],
};

/**
 * SGN-003…008: the additional signer's area; its login and resume are public (resume carries the
 * one-time invitation link; without one it sends a visitor to the login itself).
 */
const signerArea: RouteObject = {
  path: SIGNER_BASE,
  children: [
    indexRedirect(paths.signer.login.path),
    { path: 'login', lazy: page.signerLogin },
    { path: 'resume', lazy: page.signerResume },
    {
      loader: signerAreaLoader,
      Component: RequireAuth,
      children: [
        { path: 'cancelled', lazy: page.signerCancelled },
        { path: 'identity', lazy: page.signerIdentity },
        { path: 'intro', lazy: page.signerIntro },
        { path: 'error', lazy: page.signerError },
        { path: 'sign', lazy: page.signerSign },
        { path: 'documents', lazy: page.signerDocuments },
        {
          path: 'conditions',
          children: [
            { index: true, lazy: page.signerConditions },
            { path: 'upload-document', lazy: page.signerConditionsUploadDocument },
            { path: 'identity', lazy: page.signerConditionsIdentity },
            redirectRoute('*', paths.signer.conditions.path),
          ],
        },
      ],
    },
  ],
};

/** The one route table of the app. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    Component: RootRoute,
    ErrorBoundary: RootError,
    HydrateFallback: RootHydrateFallback,
    children: [
      ...redirects,
      {
        loader: siteLayoutLoader,
        Component: SiteLayoutRoute,
        children: [
          {
            ErrorBoundary: RouteErrorRoute,
            children: [
              {
                loader: maintenanceLoader,
                Component: MaintenanceGuard,
                children: [
                  ...publicSitePages,
                  borrowerArea,
                  signerArea,
                  {
                    Component: RequireAuth,
                    children: [
                      { path: paths.dashboard.path, lazy: page.dashboard },
                      { path: paths.settings.path, lazy: page.settings },
                    ],
                  },
                  { path: '*', lazy: page.notFound },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}

/**
 * Loads the lazy route modules of the routes the server matched, before hydrating a page it
 * rendered: the router must render the page's own components at once, as the server did, not a
 * fallback. The routes are found by the ids React Router gives them (their own `id`, else their
 * position in the table), without matching the whole table against the URL a second time.
 */
export async function loadRouteModules(routeIds: readonly string[]): Promise<void> {
  const wanted = new Set(routeIds);
  const found: RouteObject[] = [];
  const visit = (children: RouteObject[], parentPath: number[]) => {
    children.forEach((route, index) => {
      const treePath = [...parentPath, index];
      if (wanted.has(route.id ?? treePath.join('-'))) {
        found.push(route);
      }
      if (route.children) {
        visit(route.children, treePath);
      }
    });
  };
  visit(routes, []);
  await Promise.all(found.map(loadLazyRoute));
}
