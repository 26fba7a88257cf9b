import type { CompanyInfo } from '@hearth/domain/org/org-config';

/**
 * ORG-036: the lender names its terms "Terms of Use" or "Terms of Service"; this is the `legal`
 * catalogue's key for that title, so every place that names the terms says it in the page's language.
 */
export function getTermsTitleKey(termsLabel: CompanyInfo['termsLabel']) {
  return termsLabel === 'Terms of Service' ? 'legal:terms.termsOfService' : 'legal:terms.termsOfUse';
}
