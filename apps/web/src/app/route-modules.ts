import { lazyModule } from './route-helpers.ts';

/** The route modules the table loads lazily (each exports `Component`), with the ERR-005 retry. */
export const page = {
  dashboard: lazyModule(() => import('../features/dashboard/routes/dashboard.tsx')),
  settings: lazyModule(() => import('../features/dashboard/routes/settings.tsx')),
  terms: lazyModule(() => import('../features/legal/routes/terms.tsx')),
  privacy: lazyModule(() => import('../features/legal/routes/privacy.tsx')),
  communications: lazyModule(() => import('../features/legal/routes/communications.tsx')),
  licenses: lazyModule(() => import('../features/legal/routes/licenses.tsx')),
  login: lazyModule(() => import('../features/auth/routes/login.tsx')),
  signerLogin: lazyModule(() => import('../features/auth/routes/signer-login.tsx')),
  notFound: lazyModule(() => import('../features/errors/routes/not-found.tsx')),
  comingSoon: lazyModule(() => import('../features/maintenance/routes/coming-soon.tsx')),
  notAccepting: lazyModule(() => import('../features/maintenance/routes/not-accepting-applications.tsx')),
  plaidOauthSuccess: lazyModule(() => import('../features/placeholder/routes/plaid-oauth-success.tsx')),
};
