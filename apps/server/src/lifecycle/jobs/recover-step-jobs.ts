import { and, eq, inArray, isNotNull, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications, lifecycleStepJobs } from '../../db/schema/index.ts';
import { JOB_STEPS } from '../job-steps.ts';

export interface RecoveryReport {
  /** Applications on a JOB step with no job for that visit (written before the outbox existed, or by hand). */
  created: number;
  /** Jobs handed to pg-boss by an earlier process and not finished: handed over again. */
  resent: number;
}

/**
 * At start: every application sitting on a JOB step gets its job, and every job an earlier process
 * handed over but did not finish goes back into the outbox. Re-sending is safe: a job that did run
 * meanwhile is DONE, and its duplicate does nothing.
 */
export async function recoverStepJobs(db: Db): Promise<RecoveryReport> {
  return db.transaction(async (tx) => {
    const orphans = await tx
      .select({
        uuid: helocApplications.uuid,
        seq: helocApplications.stepSeq,
        step: helocApplications.serverStep,
      })
      .from(helocApplications)
      .where(
        and(
          inArray(helocApplications.serverStep, [...JOB_STEPS]),
          notExists(
            tx
              .select({ one: lifecycleStepJobs.seq })
              .from(lifecycleStepJobs)
              .where(
                and(
                  eq(lifecycleStepJobs.applicationUuid, helocApplications.uuid),
                  eq(lifecycleStepJobs.seq, helocApplications.stepSeq),
                ),
              ),
          ),
        ),
      );
    if (orphans.length > 0) {
      await tx
        .insert(lifecycleStepJobs)
        .values(orphans.map((row) => ({ applicationUuid: row.uuid, seq: row.seq, step: row.step })))
        .onConflictDoNothing();
    }
    const resent = await tx
      .update(lifecycleStepJobs)
      .set({ dispatchedAt: null, updatedAt: new Date() })
      .where(and(eq(lifecycleStepJobs.state, 'PENDING'), isNotNull(lifecycleStepJobs.dispatchedAt)))
      .returning({ seq: lifecycleStepJobs.seq });
    return { created: orphans.length, resent: resent.length };
  });
}
