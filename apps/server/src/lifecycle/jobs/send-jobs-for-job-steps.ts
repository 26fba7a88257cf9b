import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { helocApplications } from '../../db/schema/index.ts';
import { JOB_STEPS } from '../job-steps.ts';
import { enqueueStepJob, type StepJobReason } from './step-job-queue.ts';

/**
 * Sends a job now for every application sitting on a JOB step, in one transaction; a visit that
 * already has one queued keeps it (the singleton key). At start this recovers visits whose job was
 * lost with a killed process or never sent (written before the job queue existed); after the
 * sandbox clock moves it runs every waiting handler at once. Returns how many jobs were added.
 */
export async function sendJobsForJobSteps(db: Db, reason: StepJobReason): Promise<number> {
  return db.transaction(async (tx) => {
    const visits = await tx
      .select({
        applicationUuid: helocApplications.uuid,
        seq: helocApplications.stepSeq,
        step: helocApplications.serverStep,
      })
      .from(helocApplications)
      .where(inArray(helocApplications.serverStep, [...JOB_STEPS]));
    let added = 0;
    for (const visit of visits) {
      if (await enqueueStepJob(tx, visit, { reason })) {
        added += 1;
      }
    }
    return added;
  });
}
