import type { OrgPayload } from '@hearth/domain/org/org-config';

/** KIT-016: as typed, digits get the MM/dd/yyyy slashes ("0515199" → "05/15/199"). */
export function maskBirthdate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join('/');
}

export interface DobParts {
  day: string;
  month: string;
  year: string;
}

export function fromDobParts(dob: DobParts): string {
  return dob.year ? `${dob.month}/${dob.day}/${dob.year}` : '';
}

/** KIT-016: sent as yyyy-MM-dd. */
export function toWireDob(dob: DobParts): string {
  return `${dob.year}-${dob.month.padStart(2, '0')}-${dob.day.padStart(2, '0')}`;
}

/** The schema's yyyy-MM-dd as the register answers keep it. */
export function toDobParts(dob: string): DobParts {
  const [year = '', month = '', day = ''] = dob.split('-');
  return { year, month, day };
}

/** VAL-004: the lender's minimum age; an age-restricted interest-only lender asks for 62 whatever its product says. */
export function findLenderMinimumAge(org: OrgPayload): number {
  const { minimumAge } = org.orgMetaData.heloc;
  return org.orgMetaData.companyInfo.ageRestrictedInterestOnly ? Math.max(62, minimumAge) : minimumAge;
}
