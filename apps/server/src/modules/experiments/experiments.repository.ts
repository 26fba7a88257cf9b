import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { experimentAssignments, profiles } from '../../db/schema/index.ts';

export type ExperimentAssignmentRow = typeof experimentAssignments.$inferSelect;

/** Inserts the assignment unless the application already has one for that experiment; the new row, if any. */
export async function insertAssignmentOnce(
  db: Db,
  row: typeof experimentAssignments.$inferInsert,
): Promise<ExperimentAssignmentRow | undefined> {
  const inserted = await db.insert(experimentAssignments).values(row).onConflictDoNothing().returning();
  return inserted[0];
}

export function listAssignments(db: Db, applicationUuid: string): Promise<ExperimentAssignmentRow[]> {
  return db
    .select()
    .from(experimentAssignments)
    .where(eq(experimentAssignments.applicationUuid, applicationUuid))
    .orderBy(asc(experimentAssignments.name));
}

export async function setTrackerProfile(db: Db, identityUuid: string, trackerUuid: string): Promise<boolean> {
  const updated = await db
    .update(profiles)
    .set({ optimizelyProfileUuid: trackerUuid, updatedAt: new Date() })
    .where(eq(profiles.identityUuid, identityUuid))
    .returning({ uuid: profiles.uuid });
  return updated.length > 0;
}
