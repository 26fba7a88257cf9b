import { z } from 'zod';

/**
 * API-017: the status block. Only `checklistStatus` is always present; the lifecycle issue adds the
 * flags as it starts writing them. Unknown keys are dropped from responses.
 */
export const zApplicationStatus = z.object({
  checklistStatus: z.string(),
  uwDecision: z.string().optional(),
  uwSubDecision: z.string().optional(),
  manualNotary: z.boolean().optional(),
  liensComplete: z.boolean().optional(),
  propertyComplete: z.boolean().optional(),
});
export type ApplicationStatus = z.infer<typeof zApplicationStatus>;

export const zPropertyAddress = z.strictObject({
  street1: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});
export type PropertyAddress = z.infer<typeof zPropertyAddress>;

/** API-016 (the fields the dashboard uses now). Money as a number of dollars, rate as a percent. */
export const zHelocApplication = z.strictObject({
  uuid: z.uuid(),
  loanNumber: z.string(),
  status: zApplicationStatus,
  active: z.boolean(),
  property: z.strictObject({ state: z.string().nullable(), address: zPropertyAddress.nullable() }),
  amount: z.number().nullable(),
  term: z.number().nullable(),
  rate: z.number().nullable(),
  auditFields: z.strictObject({ createdDate: z.iso.datetime(), updatedDate: z.iso.datetime() }),
});
export type HelocApplication = z.infer<typeof zHelocApplication>;

/** GET /service-application/api/v1/application/heloc/all (API-032): newest first. */
export const zHelocApplicationList = z.array(zHelocApplication);

export const zApplicationParams = z.strictObject({
  uuid: z.uuid({ message: 'Not a valid application uuid' }),
});
