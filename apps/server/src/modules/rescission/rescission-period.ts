import type { Db } from '../../db/client.ts';
import { findRescissionPeriod } from '../../lifecycle/jobs/handlers/rescission.ts';
import { toUtcDate } from '../../lifecycle/jobs/handlers/support/step-entered.ts';
import { readTimeline, type TimelineRecord } from '../../lifecycle/timeline.ts';

/**
 * The two moments the right to cancel runs from, as the rescission job reads them: the notice's
 * delivery (the latest move into RESCISSION) and consummation (the deed notarised: the first move
 * into TRUST_AND_INSURANCE). Undefined before the notice is delivered.
 */
export function findRescissionStart(
  timeline: readonly TimelineRecord[],
): { noticeDeliveredAt: Date; consummatedAt: Date | undefined } | undefined {
  const delivered = timeline.findLast((entry) => entry.to === 'RESCISSION');
  if (!delivered) {
    return undefined;
  }
  const consummated = timeline.find((entry) => entry.to === 'TRUST_AND_INSURANCE');
  return {
    noticeDeliveredAt: new Date(delivered.at),
    consummatedAt: consummated ? new Date(consummated.at) : undefined,
  };
}

/** GET P `rescissionStartDate`: yyyy-MM-dd, the later of the two dates, or null before delivery. */
export function findRescissionStartDate(timeline: readonly TimelineRecord[]): string | null {
  const start = findRescissionStart(timeline);
  if (!start) {
    return null;
  }
  const dates = [start.noticeDeliveredAt, start.consummatedAt].flatMap((at) => (at ? [toUtcDate(at)] : []));
  return dates.sort().at(-1) ?? null;
}

/** The last day to cancel and the instant the right ends, or undefined before the notice is delivered. */
export async function readRescissionPeriod(
  db: Db,
  applicationUuid: string,
): Promise<{ deadline: string; endsAt: Date } | undefined> {
  const start = findRescissionStart(await readTimeline(db, applicationUuid));
  return start ? findRescissionPeriod(start) : undefined;
}
