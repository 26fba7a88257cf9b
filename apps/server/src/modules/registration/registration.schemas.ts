import { z } from 'zod';

/** API-019: GET …/verify-ability-to-start-application. */
export const zAbilityToStartResponse = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
  reason: z.enum(['ACTIVE_APPLICATION', 'RECENT_HELOC']).optional(),
});

export const zOrgOnlyQuery = z.object({ org: z.string().optional() });
