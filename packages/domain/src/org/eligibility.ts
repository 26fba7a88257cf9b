import { z } from 'zod';
import { zStateCode } from './us-states.ts';

/** API-028: states where the organisation takes applications (REG-043 waitlists the rest). */
export const zStatesEligibility = z.object({ states: z.array(zStateCode) });
export type StatesEligibility = z.infer<typeof zStatesEligibility>;

/** API-029: zips the organisation excludes even inside its states (REG-044). */
export const zZipEligibility = z.object({ excludedZips: z.array(z.string().regex(/^\d{5}$/)) });
export type ZipEligibility = z.infer<typeof zZipEligibility>;

/** API-030: one state licence of an organisation (footer licensed states, ORG-028). */
export const zStateLicense = z.object({
  abbrev: zStateCode,
  name: z.string(),
  licenseNumber: z.string(),
});
export type StateLicense = z.infer<typeof zStateLicense>;
export const zStateLicenses = z.array(zStateLicense);
