import type { EmploymentTypeShort } from '../enums/employment-type.ts';

/** API-025: employment values the create call passes through unchanged (ENM-002's list). */
export const CREATE_KNOWN_EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'RETIRED',
  'SELF_EMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNEMPLOYED',
] as const satisfies readonly EmploymentTypeShort[];

/** API-024: sent as SEPARATE_MAINTENANCE_PAYMENTS. */
export const SEPARATE_MAINTENANCE_SOURCES = [
  'ALIMONY',
  'CHILD_SUPPORT',
  'PUBLIC_ASSISTANCE_PROGRAM',
] as const;

export const CREATE_EMPLOYMENT_TYPES = [...CREATE_KNOWN_EMPLOYMENT_TYPES, 'UNRECOGNIZED'] as const;
export type CreateEmploymentType = (typeof CREATE_EMPLOYMENT_TYPES)[number];

/** API-024/025: the employment type as the create call sends it. */
export function mapEmploymentTypeForCreate(value: string): CreateEmploymentType {
  if ((SEPARATE_MAINTENANCE_SOURCES as readonly string[]).includes(value)) {
    return 'SEPARATE_MAINTENANCE_PAYMENTS';
  }
  const known = CREATE_KNOWN_EMPLOYMENT_TYPES.find((type) => type === value);
  return known ?? 'UNRECOGNIZED';
}
