import type { CompanyInfo } from '@hearth/domain/org/org-config';

/** NMLS Consumer Access page of a company. */
export function buildNmlsUrl(nmlsNumber: string): string {
  return `https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${nmlsNumber}`;
}

/** Policy pages are served by our own main-site routes, with each org's content (DESIGN.md). */
export const POLICY_LINKS = {
  privacyPolicyUrl: '/privacy',
  termsOfUseUrl: '/terms',
  licensesUrl: '/licenses',
  communicationsUrl: '/communications',
} satisfies Partial<CompanyInfo>;

/** Host names that select an org: `<code>.hearth.test` (ORG-002). */
export function buildHosts(orgCode: string, extra: string[] = []): string[] {
  return [`${orgCode}.hearth.test`, ...extra];
}

/** The footer disclosure every lender carries (ORG-031), before its own. */
export const CREDIT_APPROVAL_DISCLOSURE =
  'All loans are subject to credit approval and property valuation. Rates, terms and conditions are subject to change without notice.';
