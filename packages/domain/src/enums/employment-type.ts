import { z } from 'zod';

/** ENM-001: every employment type an applicant can report (001 §9). */
export const EMPLOYMENT_TYPES = [
  'ALIMONY',
  'CHILD_SUPPORT',
  'FULL_TIME',
  'PART_TIME',
  'PUBLIC_ASSISTANCE_PROGRAM',
  'RETIRED',
  'SELF_EMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNEMPLOYED',
] as const;
export const zEmploymentType = z.enum(EMPLOYMENT_TYPES);
export type EmploymentType = z.infer<typeof zEmploymentType>;

/**
 * ENM-002: the shorter list omits ALIMONY, CHILD_SUPPORT and PUBLIC_ASSISTANCE_PROGRAM.
 * OP-42: the full list is what the income form offers; the short list is what the application
 * stores, because those three are sent as SEPARATE_MAINTENANCE_PAYMENTS on create (API-024).
 */
export const EMPLOYMENT_TYPES_SHORT = [
  'FULL_TIME',
  'PART_TIME',
  'RETIRED',
  'SELF_EMPLOYED',
  'SEPARATE_MAINTENANCE_PAYMENTS',
  'UNEMPLOYED',
] as const satisfies readonly EmploymentType[];
export const zEmploymentTypeShort = z.enum(EMPLOYMENT_TYPES_SHORT);
export type EmploymentTypeShort = z.infer<typeof zEmploymentTypeShort>;
