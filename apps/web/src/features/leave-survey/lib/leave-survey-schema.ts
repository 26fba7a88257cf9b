import { z } from 'zod';

export const LEAVE_REASONS = ['RATE', 'AMOUNT', 'COMPARING', 'NEED_TIME', 'PRIVACY', 'OTHER'] as const;
export const zLeaveSurvey = z.object({
  reason: z.enum(LEAVE_REASONS, { message: 'Please choose a reason' }),
  comment: z.string().trim().max(280, 'Please keep it under 280 characters').optional(),
});
export type LeaveSurvey = z.infer<typeof zLeaveSurvey>;
