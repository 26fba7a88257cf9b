import type { StateLicense } from '@hearth/domain/org/eligibility';
import type { OrgConfig } from '@hearth/domain/org/org-config';
import { getStateName } from '@hearth/domain/org/us-states';

/** API-030, ORG-028: one licence per licensed state; numbers are stable fictions derived from NMLS. */
export function listStateLicenses(org: OrgConfig): StateLicense[] {
  const nmls = Number(org.companyInfo.nmlsNumber);
  return org.product.licensedStates.map((abbrev, index) => ({
    abbrev,
    name: getStateName(abbrev) ?? abbrev,
    licenseNumber: `${abbrev}-${100_000 + ((nmls * 7 + (index + 1) * 7919) % 900_000)}`,
  }));
}
