import type { Db } from '../db/client.ts';
import type { ApplicationRecord } from './application-record.ts';
import { isJobStep } from './job-steps.ts';
import { enqueueStepJob } from './jobs/step-job-queue.ts';

/**
 * A borrower write that feeds a waiting job without moving the step (income linked, a paystub
 * uploaded…): the current step's job runs again as soon as this transaction commits, instead of
 * at its next periodic look. Returns false when the current step is not moved by a job.
 */
export async function wakeStepJob(
  tx: Db,
  application: Pick<ApplicationRecord, 'uuid' | 'stepSeq' | 'serverStep'>,
): Promise<boolean> {
  if (!isJobStep(application.serverStep)) {
    return false;
  }
  const key = { applicationUuid: application.uuid, seq: application.stepSeq, step: application.serverStep };
  await enqueueStepJob(tx, key, { reason: 'woken' });
  return true;
}
