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
  register: lazyModule(() => import('../features/registration/routes/register.tsx')),
  registerAccountSetup: lazyModule(() => import('../features/registration/routes/account-setup.tsx')),
  registerSupport: lazyModule(() => import('../features/registration/routes/support.tsx')),
  registerV2Layout: lazyModule(() => import('../features/registration/routes/register-v2-layout.tsx')),
  registerV2PropertyAddress: lazyModule(
    () => import('../features/registration/routes/v2-property-address.tsx'),
  ),
  registerV2HomeAddress: lazyModule(() => import('../features/registration/routes/v2-home-address.tsx')),
  registerV2ForSale: lazyModule(() => import('../features/registration/routes/v2-for-sale.tsx')),
  registerV2AnnualIncome: lazyModule(() => import('../features/registration/routes/v2-annual-income.tsx')),
  registerV2LegalName: lazyModule(() => import('../features/registration/routes/v2-legal-name.tsx')),
  registerV2Birthdate: lazyModule(() => import('../features/registration/routes/v2-birthdate.tsx')),
  registerV2PhoneAndEmail: lazyModule(() => import('../features/registration/routes/v2-phone-and-email.tsx')),
  registerV2SetPassword: lazyModule(() => import('../features/registration/routes/v2-set-password.tsx')),
  waitlist: lazyModule(() => import('../features/registration/routes/waitlist.tsx')),
};
