import { z } from 'zod';

/** API-019: whether the caller may start an application, and why not (REG-047, REG-048). */
export const zAbilityToStart = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
  reason: z.enum(['ACTIVE_APPLICATION', 'RECENT_HELOC']).optional(),
});
export type AbilityToStart = z.infer<typeof zAbilityToStart>;
