import type { OrgConfig, OrgPayload } from '@hearth/domain/org/org-config';

/** ORG-003: the page's organisation info, as injected into index.html and served to the dev server. */
export function toOrgPayload(org: OrgConfig, baseUrl: string): OrgPayload {
  return {
    baseUrl,
    canonicalOrgCode: org.companyInfo.orgCode,
    orgBrand: org.brand,
    orgCode: org.companyInfo.orgCode,
    orgMetaData: { companyInfo: org.companyInfo, heloc: org.product },
    orgPricingData: org.pricing,
  };
}
