import { HELOC_BASE_PATH } from '@hearth/domain/progress/pages';
import type { NextPage } from '@hearth/domain/progress/resolve-next-page';
import { ROUTING_EXEMPT_PAGE } from '@hearth/domain/progress/routing-triggers';

/**
 * Pages any borrower may open at any step: the disclosures (APP-007), the signing help page and the
 * lender's requests (CND-002: a condition can be raised at any step).
 */
const ALWAYS_OPEN_PAGES: readonly string[] = [
  ROUTING_EXEMPT_PAGE,
  'signing/support',
  'conditions',
  'conditions/upload-document',
  'conditions/phone-number',
];

/**
 * Groups whose pages are sequential steps of their own: only the target page and its children are
 * open (the back button from start/hmda to start/contact goes forward again). In the other groups a
 * step's page leads to its siblings without the step changing (notary/intro → notary/session).
 */
const STRICT_GROUPS: readonly string[] = ['start', 'product', 'review-app', 'error', 'credit', 'bpo'];

/** start/profile is the read-only step before start/contact (client state `profile` stays). */
const OPEN_BEFORE: Readonly<Record<string, readonly string[]>> = {
  'start/contact': ['start/profile'],
};

/** The application page of `pathname` relative to `/account/heloc/{uuid}/` ('' for the root). */
export function getRelativePage(pathname: string, uuid: string): string {
  const base = `${HELOC_BASE_PATH}/${uuid}`;
  if (!pathname.startsWith(base)) {
    return '';
  }
  return pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
}

/**
 * PRG-088 sends a funded line (COMPLETE) to the dashboard when the borrower arrives; one already on
 * the complete page, watching the funding, stays there to read that it is funded until they move on.
 */
const FUNDED_PAGE = 'complete';

/** Whether the borrower may stay on `page` while the progress model points at `next`. */
export function isPageOpen(page: string, next: NextPage, serverStep?: string): boolean {
  if (ALWAYS_OPEN_PAGES.includes(page)) {
    return true;
  }
  if (page === FUNDED_PAGE && serverStep === 'COMPLETE') {
    return true;
  }
  if (next.kind === 'stay' || next.kind === 'clearTokenAndReload') {
    return true;
  }
  if (next.kind !== 'page') {
    return false;
  }
  const target = next.page;
  if (page === target || page.startsWith(`${target}/`) || OPEN_BEFORE[target]?.includes(page)) {
    return true;
  }
  const group = page.split('/')[0] ?? '';
  return !STRICT_GROUPS.includes(group) && group === target.split('/')[0];
}
