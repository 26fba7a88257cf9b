import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../enums/employment-type.ts';
import { OCCUPANCY_TYPES } from '../enums/occupancy-type.ts';

/**
 * 001 §3 / REG-022…026: the register data kept in client state while a borrower walks the steps.
 * This is the DRAFT shape (every field optional, values as typed) used to restore state from storage
 * or a prefill link; each step's rules are in `register-step-schemas.ts`.
 */
const zText = z.string().max(5000);
const zDraftAddress = z.object({
  street1: zText.optional(),
  street2: zText.optional(),
  city: zText.optional(),
  state: zText.optional(),
  zip: zText.optional(),
});
const zDraftAmount = z.union([z.number(), zText]);

export const zRegisterData = z.object({
  propertyAddress: zDraftAddress.extend({ occupancyType: z.enum(OCCUPANCY_TYPES).optional() }).optional(),
  homeAddress: zDraftAddress.optional(),
  isListedForSale: z.boolean().optional(),
  income: z
    .object({
      income: zDraftAmount.optional(),
      otherIncome: zDraftAmount.optional(),
      employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
    })
    .optional(),
  name: z
    .object({
      firstName: zText.optional(),
      middleName: zText.optional(),
      lastName: zText.optional(),
      suffix: zText.optional(),
    })
    .optional(),
  dob: z
    .object({ day: zDraftAmount.optional(), month: zDraftAmount.optional(), year: zDraftAmount.optional() })
    .optional(),
  email: zText.optional(),
  phoneNumber: zText.optional(),
  consents: z
    .object({
      communicationConsent: z.boolean().optional(),
      smsMarketingConsent: z.boolean().optional(),
      smsTransactionalConsent: z.boolean().optional(),
      termPrivacyConsent: z.boolean().optional(),
    })
    .optional(),
  flags: z
    .object({
      saleStatusSet: z.boolean().optional(),
      incomeSet: z.boolean().optional(),
      prepopulationComplete: z.boolean().optional(),
      emailPrefilledFromProfile: z.boolean().optional(),
      namePrefilledFromProfile: z.boolean().optional(),
      dobPrefilledFromProfile: z.boolean().optional(),
    })
    .optional(),
});
export type RegisterData = z.infer<typeof zRegisterData>;

/**
 * Restores register data from storage or a link: unknown keys are dropped and a top-level section
 * that does not read (stale or tampered) is left out, keeping the rest.
 */
export function readRegisterData(value: unknown): RegisterData {
  if (typeof value !== 'object' || value === null) {
    return {};
  }
  const data: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(zRegisterData.shape)) {
    const result = schema.safeParse((value as Record<string, unknown>)[key]);
    if (result.success && result.data !== undefined) {
      data[key] = result.data;
    }
  }
  return data as RegisterData;
}
