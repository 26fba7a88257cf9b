/**
 * The organisation contract's constants, apart from its schemas (org-config.ts) so that code which
 * needs only these — the browser's first script among it — does not build every schema on load.
 */

export const FEATURE_FLAGS = [
  'fe-heloc-redesign-2025',
  'fe-heloc-ny-modal',
  'fe-heloc-maintenance',
  'fe-heloc-fcra-text',
  'fe-heloc-sms-transactional-consent',
  'fe-heloc-disaster-warning',
  'fe-webchat',
  'fe-heloc-additional-signer-conditions',
  'fe-heloc-credit-union-logo',
  'fe-portfolio-manager',
  'fe-webchat-stream-agent',
  'fe-webchat-borrower-authentication',
  'fe-relative-url-heloc',
  'DDP_Pilot',
  // Decision 019: a lender records session replays (off by default), and signs in with the broker.
  'fe-heloc-session-replay',
  'fe-heloc-new-auth-mode',
] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAGS)[number];

/**
 * ORG-021/022, RTE-014/015: the menu's entries for the lender's other apps. Each is optional: the
 * menu shows one only when the lender gives it a destination (`companyInfo.appUrls`).
 */
export const APP_LINKS = [
  'marketplace',
  'portfolioManager',
  'passport',
  'groupManager',
  'pay',
  'exchange',
] as const;
export type AppLinkKey = (typeof APP_LINKS)[number];

/** ORG-020: the support phone shown when an organisation has none (001 §9, 002 §9). */
export const SUPPORT_PHONE_FALLBACK = '888-819-6388';
/** ORG-030: support hours are kept and shown in Pacific time. */
export const PACIFIC_TIME_ZONE = 'America/Los_Angeles';

/** ORG-008: weekdayValue 1 = Monday … 7 = Sunday; times are Pacific (ORG-030). */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** ORG-003: where the server puts the organisation payload in index.html, and where the SPA keeps it. */
export const ORG_PAYLOAD_GLOBAL = '__HEARTH_ORG__';
export const ORG_PAYLOAD_ELEMENT_ID = 'hearth-org';
export const DEFAULT_ORG_CODE = 'hearth';

/**
 * The flagship brand family (DESIGN.md; payload `orgBrand`): its sites carry the feedback link to
 * the CEO (CND-022) and its footer announces "more states to come" (ORG-033).
 */
export const MAIN_BRAND = 'hearth';
