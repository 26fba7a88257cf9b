import { z } from 'zod';

/**
 * API-019: whether the caller may start an application, and why not (REG-047, REG-048; an active
 * inquiry application asks the borrower to contact their loan officer, 000 §5, OP-24).
 */
export const zAbilityToStart = z.object({
  canStartApplication: z.boolean(),
  organizationsWithActiveApplication: z.array(z.string()),
  reason: z.enum(['ACTIVE_APPLICATION', 'CONTACT_LOAN_OFFICER', 'RECENT_HELOC']).optional(),
});
export type AbilityToStart = z.infer<typeof zAbilityToStart>;
