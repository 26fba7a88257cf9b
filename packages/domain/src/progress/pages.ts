/** The application base path (000 §2); pages are relative to `${HELOC_BASE_PATH}/{uuid}/`. */
export const HELOC_BASE_PATH = '/account/heloc';

/** 000 §2 "Application routes under /{uuid}", as relative page paths (templated ones below). */
export const ROUTE_LIST_PAGES = [
  'bank/autopay',
  'bank/confirm',
  'bank/disburse',
  'bank/manual-disburse',
  'credit/social',
  'credit/error',
  'complete',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
  'document/disclosures',
  'error/decline',
  'error/credit',
  'error/income',
  'error/timeout',
  'error/flood-cert',
  'income/review',
  'income/pointserv-callback',
  'income/employer-verification',
  'identity',
  'insurance/upload',
  'insurance/requirements',
  'liens',
  'notary/intro',
  'notary/schedule-manual',
  'notary/reserve-manual',
  'notary/session',
  'notary/error',
  'product/assets',
  'product/select',
  'product/select/confirm',
  'product/prequal-winback',
  'signing/intro',
  'signing/sign',
  'signing/additional',
  'signing/support',
  'start/profile',
  'start/contact',
  'start/hmda',
  'start/app-summary',
  'review-app/incorrect-pin',
  'review-app/no-credit',
  'review-app/property',
  'review-app/uw',
  'review-app/delinquency',
  'review-app/incorrect-ownership',
  'review-app/datatree',
  'review-app/signdocs',
  'payoff/hold',
  'bpo/condition',
  'bpo/hold',
  'bpo/waiting',
  'bpo/estimate-value',
  'bpo/order-bpo',
  'hold',
] as const;

/**
 * OP-36: targets of 000 §4 missing from the route list, which the journey serves. (The fourth, bare
 * "signdocs", is read as review-app/signdocs — see step-page.ts.)
 */
export const OP36_PAGES = ['bank/autopay-manual', 'merchant/review', 'merchant/lien-attestation'] as const;

export type AppPage =
  | (typeof ROUTE_LIST_PAGES)[number]
  | (typeof OP36_PAGES)[number]
  | `income/link/${string}`
  | `income/upload/${string}`;

/** Where routing sends the borrower: a page of the application, the site root, or nowhere new. */
export type PageTarget =
  | { kind: 'page'; page: AppPage; query?: Readonly<Record<string, string>> }
  | { kind: 'root' }
  | { kind: 'stay' };

export function toPage(page: AppPage, query?: Record<string, string>): PageTarget {
  return query ? { kind: 'page', page, query } : { kind: 'page', page };
}

export const ROOT: PageTarget = { kind: 'root' };
export const STAY: PageTarget = { kind: 'stay' };

export function isAppPage(path: string): path is AppPage {
  const known: readonly string[] = [...ROUTE_LIST_PAGES, ...OP36_PAGES];
  return known.includes(path) || /^income\/(link|upload)\/[A-Za-z0-9_-]+$/.test(path);
}
