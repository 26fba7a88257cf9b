import type { OrgPayload } from '@hearth/domain/org/org-config';

export const APP_BASE = '/account/heloc';

/** Where "Continue" goes; the journey's step → page table replaces this with the exact page. */
export function getContinueHref(uuid: string): string {
  return `${APP_BASE}/${uuid}/product/select`;
}

/** APP-007: every document of the application, to download (open at any step, funded included). */
export function getDocumentsHref(uuid: string): string {
  return `${APP_BASE}/${uuid}/document/disclosures`;
}

/** The redesigned registration when the organisation has fe-heloc-redesign-2025, else the classic one. */
export function getStartApplicationHref(org: OrgPayload): string {
  const redesign = org.orgMetaData.companyInfo.publicFeatureToggles['fe-heloc-redesign-2025'] === true;
  return `${APP_BASE}/${redesign ? 'register-v2' : 'register'}`;
}
