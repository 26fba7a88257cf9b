import { getRescissionDeadline } from '@hearth/domain/dates/rescission';
import type { StepJobHandler } from '../step-job-types.ts';
import { readStepTimes, toUtcDate } from './support/step-entered.ts';

/** Hawaii is the westernmost US zone (UTC−10, no DST): midnight there ends the day last in the US. */
const LAST_US_MIDNIGHT_UTC_HOUR = 10;

/** The instant the rescission right ends: midnight after the deadline day, wherever the owners are. */
export function rescissionEndsAt(deadline: string): Date {
  const end = new Date(`${deadline}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  end.setUTCHours(LAST_US_MIDNIGHT_UTC_HOUR);
  return end;
}

/**
 * RESCISSION (Reg Z 1026.15): every owner on title may cancel until midnight of the third
 * business day (Sundays and federal holidays excluded) after the latest of consummation and the
 * notice's delivery. The job waits (null) until that moment has passed on the lifecycle clock —
 * which the sandbox clock may fast-forward — then lets the loan go to recording and funding.
 */
export const endRescissionPeriod: StepJobHandler = async (ctx) => {
  const { entered, firstReached } = await readStepTimes(ctx, 'TRUST_AND_INSURANCE');
  const period = findRescissionPeriod({ noticeDeliveredAt: entered, consummatedAt: firstReached });
  if ((await ctx.clock.now()) < period.endsAt) {
    return null;
  }
  return {
    event: 'RESCISSION_PERIOD_ENDED',
    detail: { deadline: period.deadline, endedAt: period.endsAt.toISOString() },
  };
};

/** The last day to rescind and the instant the right ends, from the notice's delivery and consummation. */
export function findRescissionPeriod(input: { noticeDeliveredAt: Date; consummatedAt: Date | undefined }): {
  deadline: string;
  endsAt: Date;
} {
  const { noticeDeliveredAt, consummatedAt } = input;
  const dates: [string, ...string[]] = [toUtcDate(noticeDeliveredAt)];
  if (consummatedAt) {
    dates.push(toUtcDate(consummatedAt));
  }
  const deadline = getRescissionDeadline(dates);
  return { deadline, endsAt: rescissionEndsAt(deadline) };
}
