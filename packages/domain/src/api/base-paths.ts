/**
 * The path prefixes the spec's call catalogue is built on (002 §7, 000 §7, 001 §7). Every API path
 * of the product is written once, in this folder; everything else builds it with `endpointPath`.
 */
export const APPLICATION_API = '/service-application/api/v1/application';
/** One borrower's HELOC application; `:uuid` is its id. */
export const HELOC_API = `${APPLICATION_API}/heloc/:uuid` as const;
/** The conditions raised on one application (002 §7). */
export const CONDITIONS_API = '/service-conditions/external/api/v1/applications/:uuid/conditions' as const;
/** The lender staff's API (decision 007 "Staff calls"). */
export const OPS_API = '/ops/api/v1';
/** The identity service: registration and log-in are public, the caller's identity secure (000 §7). */
export const IDENTITY_API = '/identity/api/v1';
export const IDENTITY_SECURE_API = '/identity/secure/api';
/** The identity broker, per audience: `customer` (the borrower) or `agent` (000 §7). */
export const IDENTITY_BROKER_API = '/identity-broker/:audience';
/** The public HELOC look-ups of the registration pages and the footer (000 §7, decision 008). */
export const EXTERNAL_HELOC_API = '/service-application/external/api/v1/heloc';
/** API-053's {consent-base}: public for visitors, secure once signed in (decision 008). */
export const CONSENT_PUBLIC_API = '/service-consent/external/api/v1/consent';
export const CONSENT_SECURE_API = '/service-consent/secure/api/v1/consent';
/** The lead portal's loan officers and referrals (API-057…059). */
export const LEAD_PORTAL_API = '/service-lead-portal/api';
/** The header's notifications (decision 009). */
export const NOTIFICATIONS_API = '/service-notifications/secure/api/v1/notifications';
/** One department's operating hours (API-042, API-043). */
export const OPERATING_HOURS_API = '/service-operating-hours/external/api/v1/hours/:department';
/** Feature flags per context (API-063…067). */
export const OPTIMIZE_API = '/service-optimize/:context/api';
/** The event tracker per context (API-060, API-061). */
export const TELEMETRY_API = '/ft/:context';
/** The application's server step (000 §7). */
export const BORROWER_STATUS_API = '/service-krang-heloc/borrower/secure/api/v1/:uuid/status';
/** The additional signer's calls (decision 007, "signer calls"). */
export const SIGNER_API = `${APPLICATION_API}/heloc/signer` as const;
/** API-072: the lenders' published banner files (002 §7 reads them from public storage). */
export const BANNERS_FILE_API = '/service-banners/public/v1/banners';
/** API-014: feedback to the CEO (002 §7). */
export const CEO_FEEDBACK_API = '/service-profile/api/v1/feedback/ceo';
/** The crypto-backed variant's applications (API-036; which calls, decision 019). */
export const CRYPTO_HELOC_API = `${APPLICATION_API}/crypto-heloc` as const;
/** The v3 application calls: experiments and the tracker profile (API-033…035). */
export const HELOC_V3_API = '/service-application/api/v3/application/heloc';
/** The borrower's account, as the wallet service answers it (API-054, API-055). */
export const WALLET_API = '/service-wallet/secure/api/v3/account';
/** The sign-in mode of a lender, and the new mode's hand-over (API-070, API-071; decision 019). */
export const AUTH_MODE_API = `${IDENTITY_API}/auth-mode` as const;
