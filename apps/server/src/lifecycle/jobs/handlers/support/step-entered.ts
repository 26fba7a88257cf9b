import { readTimeline } from '../../../timeline.ts';
import type { StepJobContext } from '../../step-job-types.ts';

/** When the application entered its current step, and when it first reached `step` (timeline). */
export async function readStepTimes(
  ctx: StepJobContext,
  step?: string,
): Promise<{ entered: Date; firstReached: Date | undefined }> {
  const timeline = await readTimeline(ctx.tx, ctx.application.uuid);
  const last = timeline.at(-1);
  const reached = step ? timeline.find((entry) => entry.to === step) : undefined;
  return {
    entered: last ? new Date(last.at) : ctx.application.createdDate,
    firstReached: reached ? new Date(reached.at) : undefined,
  };
}

/** yyyy-MM-dd in UTC: never earlier than the date in any US zone, so periods counted from it only err longer. */
export function toUtcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
