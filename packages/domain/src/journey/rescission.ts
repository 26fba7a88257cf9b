import { z } from 'zod';
import { fillMessageTemplate } from '../validation/message-templates.ts';

/** Decision 007 `POST P/rescind`: any owner on title cancels the line before the right ends (Reg Z 1026.15). */
export const RESCISSION_MESSAGES = {
  confirm: 'Please confirm that you want to cancel your line of credit',
} as const;

/** At RESCISSION with no delivered notice on the timeline: the period has no start to count from. */
export const RESCISSION_NOT_STARTED_MESSAGE =
  'Your notice of the right to cancel has not been delivered yet, so the period has not started';

export function rescissionEndedMessage(deadline: string): string {
  return fillMessageTemplate('rescissionEnded', { deadline });
}

export const zRescindBody = z.strictObject({
  confirm: z.literal(true, { error: RESCISSION_MESSAGES.confirm }),
});
export type RescindBody = z.infer<typeof zRescindBody>;

export const zRescindResult = z.strictObject({
  serverStep: z.string(),
  /** The last day the right could be used, yyyy-MM-dd. */
  deadline: z.string(),
});
export type RescindResult = z.infer<typeof zRescindResult>;
