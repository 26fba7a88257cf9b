/**
 * Every path of the app (bulletproof-react `config/paths` style): the router declares them, links
 * build them with `getHref`. Application pages live under /account/heloc (RTE-001), the signer area
 * under /heloc-signer (SGN-001).
 */
import { MAIN_LOGIN_PATH, SIGNER_LOGIN_PATH } from '../lib/login-redirect.ts';

export const APP_BASE = '/account/heloc';
export const SIGNER_BASE = '/heloc-signer';

const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  root: fixed('/'),
  dashboard: fixed('/dashboard'),
  settings: fixed('/dashboard/settings'),
  login: {
    path: MAIN_LOGIN_PATH,
    getHref: (redirectUrl?: string) =>
      redirectUrl ? `${MAIN_LOGIN_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}` : MAIN_LOGIN_PATH,
  },
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
  communications: fixed('/communications'),
  licenses: fixed('/licenses'),
  /** The menu's "Support" (RTE-014): contact, hours and questions borrowers ask. */
  contact: fixed('/contact'),
  waitlist: fixed('/waitlist'),
  marketingWaitlist: fixed('/marketing-waitlist'),
  comingSoon: fixed('/coming-soon'),
  notAcceptingApplications: fixed('/not-accepting-applications'),
  app: {
    root: fixed(APP_BASE),
    plaidOauthSuccess: fixed(`${APP_BASE}/plaid-oauth-success`),
    register: fixed(`${APP_BASE}/register`),
    registerAccountSetup: fixed(`${APP_BASE}/register/account-setup`),
    registerSupport: fixed(`${APP_BASE}/register/support`),
    registerV2: fixed(`${APP_BASE}/register-v2`),
    application: {
      path: `${APP_BASE}/:uuid`,
      /** `/account/heloc/{uuid}/{page}`, e.g. getHref(uuid, 'bank/autopay'). */
      getHref: (uuid: string, page = '') => `${APP_BASE}/${uuid}${page ? `/${page}` : ''}`,
    },
  },
  signer: {
    root: fixed(SIGNER_BASE),
    login: fixed(SIGNER_LOGIN_PATH),
    conditions: {
      path: `${SIGNER_BASE}/conditions`,
      getHref: getSignerConditionHref,
    },
  },
} as const;

/** RTE-005: the register-v2 steps, in order (the index is the property address). */
export const REGISTER_V2_STEPS = [
  'home-address',
  'for-sale',
  'annual-income',
  'legal-name',
  'birthdate',
  'phone-and-email',
  'set-password',
] as const;

export const SIGNER_CONDITION_LOCATIONS = ['upload-document', 'identity'] as const;
export type SignerConditionLocation = (typeof SIGNER_CONDITION_LOCATIONS)[number];

export interface SignerConditionLink {
  conditionUuid: string;
  conditionType: string;
  conditionEnum: string;
  location?: string | null;
}

/**
 * SGN-005/006: a signer condition link carries conditionUuid, conditionType and conditionEnum; its
 * page is the condition's location when the signer area has one, else upload-document.
 */
export function getSignerConditionHref(link: SignerConditionLink): string {
  const location = SIGNER_CONDITION_LOCATIONS.find((known) => known === link.location) ?? 'upload-document';
  const query = new URLSearchParams({
    conditionUuid: link.conditionUuid,
    conditionType: link.conditionType,
    conditionEnum: link.conditionEnum,
  });
  return `${SIGNER_BASE}/conditions/${location}?${query.toString()}`;
}
