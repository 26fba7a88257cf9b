import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessionReplayLinks } from '../../db/schema/index.ts';

/** One link per application: a later session's link replaces the earlier one. */
export async function upsertReplayLink(
  db: Db,
  applicationUuid: string,
  link: string,
  at: Date,
): Promise<void> {
  await db
    .insert(sessionReplayLinks)
    .values({ applicationUuid, link, updatedAt: at })
    .onConflictDoUpdate({ target: sessionReplayLinks.applicationUuid, set: { link, updatedAt: at } });
}

export async function findReplayLink(db: Db, applicationUuid: string): Promise<string | undefined> {
  const rows = await db
    .select({ link: sessionReplayLinks.link })
    .from(sessionReplayLinks)
    .where(eq(sessionReplayLinks.applicationUuid, applicationUuid))
    .limit(1);
  return rows[0]?.link;
}
