import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Every instance's step status cache listens here (modules/application/step-status-cache.ts). */
export const STEP_MOVED_CHANNEL = 'hearth_application_step_moved';

/**
 * Inside the moving transaction: every instance hears of the move when it commits — this one on
 * the committing connection itself, before the commit returns (db/notification-feed.ts).
 */
export async function announceStepMove(tx: Db, applicationUuid: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${STEP_MOVED_CHANNEL}, ${applicationUuid})`);
}
