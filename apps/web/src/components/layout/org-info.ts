import type { OrgPayload } from '@hearth/domain/org/org-config';
import { type FeatureFlagKey, MAIN_BRAND, SUPPORT_PHONE_FALLBACK } from '@hearth/domain/org/org-constants';

/** Whether the organisation turns a public feature toggle on (absent = off). */
export function isFeatureOn(org: OrgPayload, flag: FeatureFlagKey): boolean {
  return org.orgMetaData.companyInfo.publicFeatureToggles[flag] === true;
}

/** The flagship brand family: "more states to come" (ORG-033), the feedback link to the CEO (CND-022). */
export function isMainBrand(org: OrgPayload): boolean {
  return org.orgBrand === MAIN_BRAND;
}

/** ORG-020: the support phone, or 888-819-6388 when the organisation has none. */
export function getSupportPhone(org: OrgPayload): string {
  return org.orgMetaData.companyInfo.supportPhoneNumber.number || SUPPORT_PHONE_FALLBACK;
}

/** A US number such as 888-819-6388 as a tel: link target. */
export function toTelHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** Site-relative targets are routed in the app; anything else is a full link. */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
