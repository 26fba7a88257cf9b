import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { STEP_JOB_QUEUED_CHANNEL } from './jobs/step-job-queue.ts';

/** Every instance's step status cache listens here (modules/application/step-status-cache.ts). */
export const STEP_MOVED_CHANNEL = 'hearth_application_step_moved';

/**
 * Inside the moving transaction: every instance hears of the move when it commits — this one on
 * the committing connection itself, before the commit returns (db/notification-feed.ts). With
 * `jobQueued`, the same statement wakes every runner's step workers for the job the move sent.
 */
export async function announceStepMove(
  tx: Db,
  applicationUuid: string,
  options: { jobQueued?: boolean } = {},
): Promise<void> {
  await tx.execute(
    options.jobQueued
      ? sql`select pg_notify(${STEP_MOVED_CHANNEL}, ${applicationUuid}), pg_notify(${STEP_JOB_QUEUED_CHANNEL}, ${applicationUuid})`
      : sql`select pg_notify(${STEP_MOVED_CHANNEL}, ${applicationUuid})`,
  );
}
