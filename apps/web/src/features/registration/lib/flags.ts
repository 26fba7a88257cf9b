import type { OrgPayload } from '@hearth/domain/org/org-config';

export const REDESIGN_FLAG = 'fe-heloc-redesign-2025';

/** RTE-007 / REG-004: the redesign flag of the org payload's publicFeatureToggles. */
export function isRedesignOn(org: OrgPayload | null): boolean {
  return org?.orgMetaData.companyInfo.publicFeatureToggles[REDESIGN_FLAG] === true;
}
