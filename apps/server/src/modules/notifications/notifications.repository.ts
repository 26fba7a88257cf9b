import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applicationConditions, applicationTimeline, notificationReads } from '../../db/schema/index.ts';
import { readTimelineRow } from '../../lifecycle/stored-timeline.ts';
import { readConditionRows } from '../conditions/stored-condition.ts';

export type TimelineRow = typeof applicationTimeline.$inferSelect;
export type ConditionRow = typeof applicationConditions.$inferSelect;

/** Moves into `steps` that someone other than the borrower made, newest first. */
export async function listNotifyingMoves(
  db: Db,
  applicationUuids: readonly string[],
  steps: readonly string[],
  limit: number,
): Promise<TimelineRow[]> {
  if (applicationUuids.length === 0) {
    return [];
  }
  const rows = await db
    .select()
    .from(applicationTimeline)
    .where(
      and(
        inArray(applicationTimeline.applicationUuid, [...applicationUuids]),
        inArray(applicationTimeline.toStep, [...steps]),
        ne(applicationTimeline.actor, 'BORROWER'),
      ),
    )
    .orderBy(desc(applicationTimeline.at), desc(applicationTimeline.id))
    .limit(limit);
  return rows.map(readTimelineRow);
}

/** The unresolved conditions of these applications, newest first (the audience is sorted out by the caller). */
export async function listOpenConditions(
  db: Db,
  applicationUuids: readonly string[],
): Promise<ConditionRow[]> {
  if (applicationUuids.length === 0) {
    return [];
  }
  const rows = await db
    .select()
    .from(applicationConditions)
    .where(
      and(
        inArray(applicationConditions.applicationUuid, [...applicationUuids]),
        ne(applicationConditions.status, 'RESOLVED'),
      ),
    )
    .orderBy(desc(applicationConditions.createdAt));
  return readConditionRows(rows);
}

export async function listReadNotificationUuids(db: Db, identityUuid: string): Promise<Set<string>> {
  const rows = await db
    .select({ uuid: notificationReads.notificationUuid })
    .from(notificationReads)
    .where(eq(notificationReads.identityUuid, identityUuid));
  return new Set(rows.map((row) => row.uuid));
}

export async function markNotificationsRead(
  db: Db,
  identityUuid: string,
  notificationUuids: readonly string[],
): Promise<void> {
  if (notificationUuids.length === 0) {
    return;
  }
  await db
    .insert(notificationReads)
    .values(notificationUuids.map((notificationUuid) => ({ identityUuid, notificationUuid })))
    .onConflictDoNothing();
}
