import { lazyModule } from './route-helpers.ts';

/** The route modules the table loads lazily (each exports `Component`), with the ERR-005 retry. */
export const page = {
  dashboard: lazyModule(() => import('../features/dashboard/routes/dashboard.tsx'), ['dashboard']),
  settings: lazyModule(() => import('../features/dashboard/routes/settings.tsx'), ['dashboard']),
  terms: lazyModule(() => import('../features/legal/routes/terms.tsx'), ['legal']),
  privacy: lazyModule(() => import('../features/legal/routes/privacy.tsx'), ['legal']),
  communications: lazyModule(() => import('../features/legal/routes/communications.tsx'), ['legal']),
  licenses: lazyModule(() => import('../features/legal/routes/licenses.tsx'), ['legal']),
  contact: lazyModule(() => import('../features/support/routes/contact.tsx'), ['support']),
  login: lazyModule(() => import('../features/auth/routes/login.tsx'), ['auth']),
  signerLogin: lazyModule(() => import('../features/auth/routes/signer-login.tsx'), ['auth']),
  signerResume: lazyModule(() => import('../features/signer/routes/resume.tsx'), ['signer']),
  signerIntro: lazyModule(() => import('../features/signer/routes/intro.tsx'), ['signer']),
  signerIdentity: lazyModule(() => import('../features/signer/routes/identity.tsx'), ['signer']),
  signerSign: lazyModule(() => import('../features/signer/routes/sign.tsx'), ['signer']),
  signerDocuments: lazyModule(() => import('../features/signer/routes/documents.tsx'), ['signer']),
  signerCancelled: lazyModule(() => import('../features/signer/routes/cancelled.tsx'), ['signer']),
  signerError: lazyModule(() => import('../features/signer/routes/error.tsx'), ['signer']),
  signerConditions: lazyModule(
    () => import('../features/conditions/routes/signer-index.tsx'),
    ['conditions'],
  ),
  signerConditionsUploadDocument: lazyModule(
    () => import('../features/conditions/routes/signer-upload-document.tsx'),
    ['conditions'],
  ),
  signerConditionsIdentity: lazyModule(
    () => import('../features/signer/routes/conditions-identity.tsx'),
    ['signer'],
  ),
  conditions: lazyModule(() => import('../features/conditions/routes/index.tsx'), ['conditions']),
  conditionsUploadDocument: lazyModule(
    () => import('../features/conditions/routes/upload-document.tsx'),
    ['conditions'],
  ),
  conditionsPhoneNumber: lazyModule(
    () => import('../features/conditions/routes/phone-number.tsx'),
    ['conditions'],
  ),
  notFound: lazyModule(() => import('../features/errors/routes/not-found.tsx')),
  comingSoon: lazyModule(() => import('../features/maintenance/routes/coming-soon.tsx'), ['maintenance']),
  notAccepting: lazyModule(
    () => import('../features/maintenance/routes/not-accepting-applications.tsx'),
    ['maintenance'],
  ),
  plaidOauthSuccess: lazyModule(
    () => import('../features/income/routes/plaid-oauth-success.tsx'),
    ['income'],
  ),
  // The password step's consents name the lender's terms by the legal catalogue's title.
  register: lazyModule(
    () => import('../features/registration/routes/register.tsx'),
    ['registration', 'legal'],
  ),
  registerAccountSetup: lazyModule(
    () => import('../features/registration/routes/account-setup.tsx'),
    ['registration', 'legal'],
  ),
  registerSupport: lazyModule(() => import('../features/registration/routes/support.tsx'), ['registration']),
  registerV2Layout: lazyModule(
    () => import('../features/registration/routes/register-v2-layout.tsx'),
    ['registration'],
  ),
  registerV2PropertyAddress: lazyModule(
    () => import('../features/registration/routes/v2-property-address.tsx'),
    ['registration'],
  ),
  registerV2HomeAddress: lazyModule(
    () => import('../features/registration/routes/v2-home-address.tsx'),
    ['registration'],
  ),
  registerV2ForSale: lazyModule(
    () => import('../features/registration/routes/v2-for-sale.tsx'),
    ['registration'],
  ),
  registerV2AnnualIncome: lazyModule(
    () => import('../features/registration/routes/v2-annual-income.tsx'),
    ['registration'],
  ),
  registerV2LegalName: lazyModule(
    () => import('../features/registration/routes/v2-legal-name.tsx'),
    ['registration'],
  ),
  registerV2Birthdate: lazyModule(
    () => import('../features/registration/routes/v2-birthdate.tsx'),
    ['registration'],
  ),
  registerV2PhoneAndEmail: lazyModule(
    () => import('../features/registration/routes/v2-phone-and-email.tsx'),
    ['registration'],
  ),
  registerV2SetPassword: lazyModule(
    () => import('../features/registration/routes/v2-set-password.tsx'),
    ['registration', 'legal'],
  ),
  waitlist: lazyModule(() => import('../features/registration/routes/waitlist.tsx'), ['registration']),
  bankAutopay: lazyModule(() => import('../features/bank/routes/autopay.tsx'), ['bank']),
  bankAutopayManual: lazyModule(() => import('../features/bank/routes/autopay-manual.tsx'), ['bank']),
  bankConfirm: lazyModule(() => import('../features/bank/routes/confirm.tsx'), ['bank']),
  bankDisburse: lazyModule(() => import('../features/bank/routes/disburse.tsx'), ['bank']),
  bankManualDisburse: lazyModule(() => import('../features/bank/routes/manual-disburse.tsx'), ['bank']),
  identity: lazyModule(() => import('../features/identity/routes/identity.tsx'), ['identity']),
  incomeReview: lazyModule(() => import('../features/income/routes/review.tsx'), ['income']),
  incomePointservCallback: lazyModule(
    () => import('../features/income/routes/pointserv-callback.tsx'),
    ['income'],
  ),
  incomeUpload: lazyModule(() => import('../features/income/routes/upload.tsx'), ['income']),
  incomeEmployerVerification: lazyModule(
    () => import('../features/income/routes/employer-verification.tsx'),
    ['income'],
  ),
  signingIntro: lazyModule(() => import('../features/signing/routes/intro.tsx'), ['signing']),
  signingSign: lazyModule(() => import('../features/signing/routes/sign.tsx'), ['signing']),
  signingAdditional: lazyModule(() => import('../features/signing/routes/additional.tsx'), ['signing']),
  signingSupport: lazyModule(() => import('../features/signing/routes/support.tsx'), ['signing']),
  notaryIntro: lazyModule(() => import('../features/notary/routes/intro.tsx'), ['notary']),
  notaryScheduleManual: lazyModule(() => import('../features/notary/routes/schedule-manual.tsx'), ['notary']),
  notaryReserveManual: lazyModule(() => import('../features/notary/routes/reserve-manual.tsx'), ['notary']),
  notarySession: lazyModule(() => import('../features/notary/routes/session.tsx'), ['notary']),
  notaryError: lazyModule(() => import('../features/notary/routes/error.tsx'), ['notary']),
  insuranceUpload: lazyModule(() => import('../features/insurance/routes/upload.tsx'), ['insurance']),
  insuranceRequirements: lazyModule(
    () => import('../features/insurance/routes/requirements.tsx'),
    ['insurance'],
  ),
  journeyLayout: lazyModule(
    () => import('../features/journey/routes/journey-layout.tsx'),
    ['journey', 'journey-ui'],
  ),
  journeyHome: lazyModule(
    () => import('../features/journey/routes/journey-home.tsx'),
    ['journey', 'journey-ui'],
  ),
  leaveSurveyBoundary: lazyModule(
    () => import('../features/leave-survey/routes/leave-survey-boundary.tsx'),
    ['leave-survey'],
  ),
  complete: lazyModule(() => import('../features/closing/routes/complete.tsx'), ['closing']),
  documentDisclosures: lazyModule(() => import('../features/closing/routes/disclosures.tsx'), ['closing']),
  productAssets: lazyModule(() => import('../features/offers/routes/assets.tsx'), ['offers']),
  productSelect: lazyModule(() => import('../features/offers/routes/select.tsx'), ['offers']),
  productSelectConfirm: lazyModule(() => import('../features/offers/routes/confirm.tsx'), ['offers']),
  productPrequalWinback: lazyModule(
    () => import('../features/offers/routes/prequal-winback.tsx'),
    ['offers'],
  ),
  startProfile: lazyModule(
    () => import('../features/application-info/routes/profile.tsx'),
    ['application-info'],
  ),
  startContact: lazyModule(
    () => import('../features/application-info/routes/contact.tsx'),
    ['application-info'],
  ),
  startHmda: lazyModule(() => import('../features/application-info/routes/hmda.tsx'), ['application-info']),
  startAppSummary: lazyModule(
    () => import('../features/application-info/routes/app-summary.tsx'),
    ['application-info'],
  ),
  creditSocial: lazyModule(() => import('../features/credit/routes/credit-social.tsx'), ['branch-pages']),
  creditError: lazyModule(() => import('../features/credit/routes/credit-error.tsx'), ['branch-pages']),
  reviewAppIncorrectPin: lazyModule(
    () => import('../features/credit/routes/incorrect-pin.tsx'),
    ['branch-pages'],
  ),
  reviewAppNoCredit: lazyModule(() => import('../features/credit/routes/no-credit.tsx'), ['branch-pages']),
  reviewAppProperty: lazyModule(() => import('../features/property/routes/property.tsx'), ['branch-pages']),
  reviewAppUw: lazyModule(
    () => import('../features/review/routes/underwriting-review.tsx'),
    ['branch-pages'],
  ),
  reviewAppDelinquency: lazyModule(
    () => import('../features/review/routes/delinquency.tsx'),
    ['branch-pages'],
  ),
  reviewAppIncorrectOwnership: lazyModule(
    () => import('../features/property/routes/incorrect-ownership.tsx'),
    ['branch-pages'],
  ),
  errorDecline: lazyModule(() => import('../features/decline/routes/decline.tsx'), ['branch-pages']),
  errorCredit: lazyModule(() => import('../features/decline/routes/credit-decline.tsx'), ['branch-pages']),
  errorIncome: lazyModule(() => import('../features/decline/routes/income-decline.tsx'), ['branch-pages']),
  errorTimeout: lazyModule(() => import('../features/review/routes/timeout.tsx'), ['branch-pages']),
  errorFloodCert: lazyModule(() => import('../features/valuation/routes/flood-cert.tsx'), ['branch-pages']),
  liens: lazyModule(() => import('../features/liens/routes/liens.tsx'), ['branch-pages']),
  payoffHold: lazyModule(() => import('../features/liens/routes/payoff-hold.tsx'), ['branch-pages']),
  bpoCondition: lazyModule(() => import('../features/valuation/routes/bpo-condition.tsx'), ['branch-pages']),
  bpoHold: lazyModule(() => import('../features/valuation/routes/bpo-hold.tsx'), ['branch-pages']),
  bpoWaiting: lazyModule(() => import('../features/valuation/routes/bpo-waiting.tsx'), ['branch-pages']),
  bpoEstimateValue: lazyModule(
    () => import('../features/property/routes/estimate-value.tsx'),
    ['branch-pages'],
  ),
  bpoOrderBpo: lazyModule(() => import('../features/valuation/routes/bpo-order.tsx'), ['branch-pages']),
  hold: lazyModule(() => import('../features/review/routes/hold.tsx'), ['branch-pages']),
  merchantReview: lazyModule(() => import('../features/review/routes/merchant-review.tsx'), ['branch-pages']),
  merchantLienAttestation: lazyModule(
    () => import('../features/liens/routes/lien-attestation.tsx'),
    ['branch-pages'],
  ),
};
