import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationTimeline } from '../../db/schema/index.ts';
import type { JsonObject } from '../../db/stored-json.ts';
import { readTimelineRow } from '../../lifecycle/stored-timeline.ts';

/** The detail of the latest move into `toStep` (what staff or a vendor sent with it), or undefined. */
export async function findLatestMoveDetail(
  db: Db,
  applicationUuid: string,
  toStep: string,
): Promise<JsonObject | undefined> {
  const [row] = await db
    .select({ id: applicationTimeline.id, detail: applicationTimeline.detail })
    .from(applicationTimeline)
    .where(
      and(eq(applicationTimeline.applicationUuid, applicationUuid), eq(applicationTimeline.toStep, toStep)),
    )
    .orderBy(desc(applicationTimeline.seq))
    .limit(1);
  return (row && readTimelineRow(row).detail) ?? undefined;
}
