import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { getBorrowerAppEntry, requireAcceptingApplications } from './guards/accepting-applications.ts';
import { requireApplicationId } from './guards/application-id.ts';
import { MaintenanceGuard } from './guards/maintenance-guard.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireBorrower } from './guards/require-borrower.tsx';
import { APP_BASE, paths, SIGNER_BASE } from './paths.ts';
import { RootError } from './root-error.tsx';
import { RootHydrateFallback, RootRoute } from './root-route.tsx';
import { RouteErrorRoute } from './route-error-route.tsx';
import { indexRedirect, indexUp, pendingPage, redirectRoute, up } from './route-helpers.ts';
import { page } from './route-modules.ts';
import { SiteLayoutRoute } from './site-layout-route.tsx';

const MAIN_SITE_POLICY_PAGES = ['terms', 'communications', 'privacy', 'licenses'] as const;

/** RTE-019…021, SGN-007: old and bare paths. */
const redirects: RouteObject[] = [
  redirectRoute('/', paths.dashboard.path),
  redirectRoute('/account', paths.dashboard.path),
  redirectRoute('/account/register/*', (url) => url.pathname.replace(/^\/account/, APP_BASE), 'all'),
  redirectRoute('/account/heloc-signer/*', (url) => url.pathname.replace(/^\/account/, ''), 'all'),
  ...MAIN_SITE_POLICY_PAGES.flatMap((name) => [
    redirectRoute(`/account/${name}`, `/${name}`),
    redirectRoute(`${APP_BASE}/${name}`, `/${name}`),
  ]),
];

/** The main-site pages the app links to (RTE-009…016); those a visitor may see signed out first. */
const publicSitePages: RouteObject[] = [
  { path: paths.login.path, lazy: page.login },
  { path: paths.terms.path, lazy: page.terms },
  { path: paths.privacy.path, lazy: page.privacy },
  { path: paths.communications.path, lazy: page.communications },
  { path: paths.licenses.path, lazy: page.licenses },
  { path: paths.comingSoon.path, lazy: page.comingSoon },
  { path: paths.notAcceptingApplications.path, lazy: page.notAccepting },
  { path: paths.waitlist.path, lazy: page.waitlist },
  { path: paths.marketingWaitlist.path, lazy: page.waitlist },
];

/** RTE-004…006: registration, public, closed when the lender takes no applications here (RTE-028/029). */
const registration: RouteObject = {
  loader: requireAcceptingApplications,
  children: [
    {
      path: 'register',
      children: [
        { index: true, lazy: page.register },
        { path: 'account-setup', lazy: page.registerAccountSetup },
        { path: 'support', lazy: page.registerSupport },
      ],
    },
    {
      path: 'register-v2',
      lazy: page.registerV2Layout,
      children: [
        { index: true, lazy: page.registerV2PropertyAddress },
        { path: 'home-address', lazy: page.registerV2HomeAddress },
        { path: 'for-sale', lazy: page.registerV2ForSale },
        { path: 'annual-income', lazy: page.registerV2AnnualIncome },
        { path: 'legal-name', lazy: page.registerV2LegalName },
        { path: 'birthdate', lazy: page.registerV2Birthdate },
        { path: 'phone-and-email', lazy: page.registerV2PhoneAndEmail },
        { path: 'set-password', lazy: page.registerV2SetPassword },
      ],
    },
  ],
};

/** 000 §2 "Application routes under /{uuid}" (+ OP-36 targets); group indexes go up to /{uuid}. */
const applicationPages: RouteObject[] = [
  pendingPage(undefined, 'applicationHome'),
  {
    path: 'bank',
    children: [
      indexUp(),
      pendingPage('autopay', 'bankAutopay'),
      pendingPage('autopay-manual', 'bankAutopayManual'),
      pendingPage('confirm', 'bankConfirm'),
      pendingPage('disburse', 'bankDisburse'),
      pendingPage('manual-disburse', 'bankManualDisburse'),
    ],
  },
  {
    path: 'credit',
    children: [indexUp(), pendingPage('social', 'creditSocial'), pendingPage('error', 'creditError')],
  },
  pendingPage('complete', 'complete'),
  {
    path: 'conditions',
    children: [
      pendingPage(undefined, 'conditions'),
      pendingPage('upload-document', 'conditionsUploadDocument'),
      pendingPage('phone-number', 'conditionsPhoneNumber'),
    ],
  },
  { path: 'document', children: [indexUp(), pendingPage('disclosures', 'documentDisclosures')] },
  {
    path: 'error',
    children: [
      indexUp(),
      pendingPage('decline', 'errorDecline'),
      pendingPage('credit', 'errorCredit'),
      pendingPage('income', 'errorIncome'),
      pendingPage('timeout', 'errorTimeout'),
      pendingPage('flood-cert', 'errorFloodCert'),
    ],
  },
  {
    path: 'income',
    children: [
      indexUp(),
      pendingPage('review', 'incomeReview'),
      redirectRoute('link/:type', up(2, 'review')),
      pendingPage('pointserv-callback', 'incomePointservCallback'),
      pendingPage('upload/:type', 'incomeUpload'),
      pendingPage('employer-verification', 'incomeEmployerVerification'),
    ],
  },
  pendingPage('identity', 'identity'),
  {
    path: 'insurance',
    children: [
      indexUp(),
      pendingPage('upload', 'insuranceUpload'),
      pendingPage('requirements', 'insuranceRequirements'),
    ],
  },
  pendingPage('liens', 'liens'),
  {
    path: 'notary',
    children: [
      indexUp(),
      pendingPage('intro', 'notaryIntro'),
      pendingPage('schedule-manual', 'notaryScheduleManual'),
      pendingPage('reserve-manual', 'notaryReserveManual'),
      pendingPage('session', 'notarySession'),
      pendingPage('error', 'notaryError'),
    ],
  },
  {
    path: 'product',
    children: [
      indexUp(),
      pendingPage('assets', 'productAssets'),
      pendingPage('select', 'productSelect', [pendingPage('confirm', 'productSelectConfirm')]),
      pendingPage('prequal-winback', 'productPrequalWinback'),
    ],
  },
  {
    path: 'signing',
    children: [
      indexUp(),
      pendingPage('intro', 'signingIntro'),
      pendingPage('sign', 'signingSign'),
      pendingPage('additional', 'signingAdditional'),
      pendingPage('support', 'signingSupport'),
    ],
  },
  {
    path: 'start',
    children: [
      indexUp(),
      pendingPage('profile', 'startProfile'),
      pendingPage('contact', 'startContact'),
      pendingPage('hmda', 'startHmda'),
      pendingPage('app-summary', 'startAppSummary'),
    ],
  },
  {
    path: 'review-app',
    children: [
      indexUp(),
      pendingPage('incorrect-pin', 'reviewAppIncorrectPin'),
      pendingPage('no-credit', 'reviewAppNoCredit'),
      pendingPage('property', 'reviewAppProperty'),
      pendingPage('uw', 'reviewAppUw'),
      pendingPage('delinquency', 'reviewAppDelinquency'),
      pendingPage('incorrect-ownership', 'reviewAppIncorrectOwnership'),
      pendingPage('datatree', 'errorTimeout'),
      pendingPage('signdocs', 'errorTimeout'),
    ],
  },
  { path: 'payoff', children: [indexUp(), pendingPage('hold', 'payoffHold')] },
  {
    path: 'bpo',
    children: [
      indexUp(),
      pendingPage('condition', 'bpoCondition'),
      pendingPage('hold', 'bpoHold'),
      pendingPage('waiting', 'bpoWaiting'),
      pendingPage('estimate-value', 'bpoEstimateValue'),
      pendingPage('order-bpo', 'bpoOrderBpo'),
    ],
  },
  pendingPage('hold', 'hold'),
  {
    path: 'merchant',
    children: [
      indexUp(),
      pendingPage('review', 'merchantReview'),
      pendingPage('lien-attestation', 'merchantLienAttestation'),
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
          children: [{ path: ':uuid', loader: requireApplicationId, children: applicationPages }],
        },
      ],
    },
  ],
};

/** SGN-003…008: the additional signer's area; only its login is public. */
const signerArea: RouteObject = {
  path: SIGNER_BASE,
  children: [
    indexRedirect(paths.signer.login.path),
    { path: 'login', lazy: page.signerLogin },
    {
      Component: RequireAuth,
      children: [
        pendingPage('resume', 'signerResume'),
        pendingPage('cancelled', 'signerCancelled'),
        pendingPage('identity', 'signerIdentity'),
        pendingPage('intro', 'signerIntro'),
        pendingPage('error', 'signerError'),
        pendingPage('sign', 'signerSign'),
        pendingPage('documents', 'signerDocuments'),
        {
          path: 'conditions',
          children: [
            pendingPage(undefined, 'signerConditions'),
            pendingPage('upload-document', 'signerConditionsUploadDocument'),
            pendingPage('identity', 'signerConditionsIdentity'),
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
    Component: RootRoute,
    ErrorBoundary: RootError,
    HydrateFallback: RootHydrateFallback,
    children: [
      ...redirects,
      {
        Component: SiteLayoutRoute,
        children: [
          {
            ErrorBoundary: RouteErrorRoute,
            children: [
              {
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

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((to, options) => router.navigate(to, options));
  return router;
}
