import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applicationTimeline } from '../db/schema/index.ts';
import type { JsonObject } from '../db/stored-json.ts';
import { readTimelineRow } from './stored-timeline.ts';

export interface TimelineRecord {
  seq: number;
  at: string;
  actor: 'BORROWER' | 'JOB' | 'PROVIDER' | 'OPS';
  actorId: string | null;
  event: string;
  from: string;
  to: string;
  detail: JsonObject | null;
}

/** An application's timeline, oldest first (staff see all of it; the borrower's read drops actorId and detail). */
export async function readTimeline(db: Db, applicationUuid: string): Promise<TimelineRecord[]> {
  const rows = await db
    .select()
    .from(applicationTimeline)
    .where(eq(applicationTimeline.applicationUuid, applicationUuid))
    .orderBy(asc(applicationTimeline.seq));
  return rows.map(readTimelineRow).map((row) => ({
    seq: row.seq,
    at: row.at.toISOString(),
    actor: row.actor,
    actorId: row.actorId,
    event: row.event,
    from: row.fromStep,
    to: row.toStep,
    detail: row.detail,
  }));
}
