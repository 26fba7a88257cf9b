import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { lifecycleStepJobs } from '../db/schema/index.ts';
import type { ApplicationRecord } from './application-record.ts';
import { signalStepJobsPending } from './jobs/job-signal.ts';

/**
 * A borrower write that feeds a waiting job without moving the step (income linked, a paystub
 * uploaded…): the current step's WAITING job runs again as soon as this transaction commits,
 * instead of at the next periodic re-check. Returns false when the step has no waiting job.
 */
export async function wakeStepJob(
  tx: Db,
  application: Pick<ApplicationRecord, 'uuid' | 'stepSeq'>,
): Promise<boolean> {
  const rows = await tx
    .update(lifecycleStepJobs)
    .set({ state: 'PENDING', dispatchedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(lifecycleStepJobs.applicationUuid, application.uuid),
        eq(lifecycleStepJobs.seq, application.stepSeq),
        eq(lifecycleStepJobs.state, 'WAITING'),
      ),
    )
    .returning({ seq: lifecycleStepJobs.seq });
  if (rows.length > 0) {
    signalStepJobsPending(false);
  }
  return rows.length > 0;
}
