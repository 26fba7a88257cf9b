import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { STEP_QUEUE } from '../../db/job-queues.ts';
import { createTransactionBossDb } from '../../db/pg-boss-db.ts';

/** Every instance's job runner listens here: a step job committed, its workers look at once. */
export const STEP_JOB_QUEUED_CHANNEL = 'hearth_step_job_queued';

/** One visit of a JOB step: (application, step, timeline length when it was entered). */
export interface StepJobKey {
  applicationUuid: string;
  seq: number;
  step: string;
}

/** Why the job was sent: for the logs and the job's row. */
export type StepJobReason = 'entered' | 'woken' | 'recheck' | 'recovered';

export interface StepJobData extends StepJobKey {
  reason: StepJobReason;
}

/**
 * The singleton key of a visit: pg-boss keeps at most one queued job per key. A waiting handler's
 * next look has a key of its own, so waking the visit now is never dropped for a look queued later.
 */
export function singletonKeyOf(key: StepJobKey, later = false): string {
  const visit = `${key.applicationUuid}:${key.step}:${key.seq}`;
  return later ? `${visit}:later` : visit;
}

export interface EnqueueOptions {
  reason: StepJobReason;
  /** Run no sooner than this many seconds from now (a waiting handler's next look). */
  startAfterSeconds?: number;
  /**
   * False: the caller notifies `STEP_JOB_QUEUED_CHANNEL` itself when a job due now was added (a
   * move sends it with its own notice, one statement for both).
   */
  notify?: boolean;
}

/**
 * pg-boss's `send` is an instance method; this instance only builds the insert, which every send
 * runs through the `db` of its transaction. One per process: nothing of it is per send.
 */
let writer: PgBoss | undefined;
function stepJobWriter(): PgBoss {
  writer ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error('a step job is sent through its transaction only')),
    },
    supervise: false,
    schedule: false,
    migrate: false,
  });
  return writer;
}

/**
 * Sends the visit's job with pg-boss inside `tx`: the job row commits or rolls back with the
 * step change. A job already queued for the visit makes this a no-op (pg-boss's singleton key);
 * the answer says whether a job was added. At commit the database notifies every runner.
 *
 * The writer instance holds nothing but the SQL it writes through `tx`, so every app instance,
 * whatever its runner, sends the same job.
 */
export async function enqueueStepJob(tx: Db, key: StepJobKey, options: EnqueueOptions): Promise<boolean> {
  const later = options.startAfterSeconds !== undefined;
  const data: StepJobData = {
    applicationUuid: key.applicationUuid,
    seq: key.seq,
    step: key.step,
    reason: options.reason,
  };
  const id = await stepJobWriter().send(STEP_QUEUE, data, {
    db: createTransactionBossDb(tx),
    singletonKey: singletonKeyOf(key, later),
    ...(later ? { startAfter: options.startAfterSeconds } : {}),
  });
  if (id && !later && options.notify !== false) {
    await tx.execute(sql`select pg_notify(${STEP_JOB_QUEUED_CHANNEL}, ${key.applicationUuid})`);
  }
  return id !== null;
}
