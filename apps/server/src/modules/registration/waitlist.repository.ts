import type { Db } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';

export type NewWaitlistEntry = typeof waitlistEntries.$inferInsert;

/** A second sign-up with the same e-mail (any case) and state changes nothing. */
export async function insertWaitlistEntryOnce(db: Db, entry: NewWaitlistEntry): Promise<boolean> {
  const rows = await db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ uuid: waitlistEntries.uuid });
  return rows.length > 0;
}
