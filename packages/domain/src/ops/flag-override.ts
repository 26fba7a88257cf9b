import { z } from 'zod';
import { zFlagVariableValue } from '../org/feature-flags.ts';
import { FEATURE_FLAGS } from '../org/org-constants.ts';

/** Every lender (`*`) or one lender's org code. */
export const zFlagOverrideScope = z.union([z.literal('*'), z.string().regex(/^[a-z0-9-]{1,64}$/)]);

export const zFlagOverrideParams = z.strictObject({
  scope: zFlagOverrideScope,
  flagKey: z.enum(FEATURE_FLAGS),
});
export type FlagOverrideParams = z.infer<typeof zFlagOverrideParams>;

/** What an override sets: whether the flag is on, and the variables it replaces. At least one. */
export const zFlagOverrideBody = z
  .strictObject({
    enabled: z.boolean().optional(),
    variables: z.record(z.string().min(1).max(64), zFlagVariableValue).optional(),
  })
  .refine((body) => body.enabled !== undefined || body.variables !== undefined, {
    message: 'Set enabled, variables or both',
  });
export type FlagOverrideBody = z.infer<typeof zFlagOverrideBody>;

export const zFlagOverride = z.strictObject({
  scope: z.string(),
  flagKey: z.string(),
  enabled: z.boolean().nullable(),
  variables: z.record(z.string(), zFlagVariableValue).nullable(),
  updatedAt: z.iso.datetime(),
  updatedBy: z.uuid().nullable(),
});
export type FlagOverride = z.infer<typeof zFlagOverride>;

export const zFlagOverrideList = z.strictObject({ overrides: z.array(zFlagOverride) });
