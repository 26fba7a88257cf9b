import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './client.ts';
import { createBossDb } from './pg-boss-db.ts';

/**
 * A step job: one application's JOB step visit (decision 013). `short`: at most one job per
 * singleton key waits to start, so a second send for the same visit is dropped while one is
 * queued, and one may queue behind a job that is running.
 */
export const STEP_QUEUE = 'lifecycle-step-job';
/** A vendor's answer, delivered as a PROVIDER event after its delay. */
export const PROVIDER_EVENT_QUEUE = 'lifecycle-provider-event';
/** The step queue before decision 013 (policy `standard`, which cannot change): its visits are re-sent. */
const RETIRED_STEP_QUEUE = 'lifecycle-step';

export interface QueueRetry {
  retryLimit: number;
  retryDelay: number;
}

export const DEFAULT_QUEUE_RETRY: QueueRetry = { retryLimit: 10, retryDelay: 1 };

/** The queues' options; retries double their delay each time (pg-boss's backoff). */
export function queueOptions(name: string, retry: QueueRetry): PgBoss.Queue {
  return name === STEP_QUEUE
    ? { name, policy: 'short', ...retry, retryBackoff: true, expireInSeconds: 120 }
    : { name, policy: 'standard', ...retry, retryBackoff: true, expireInSeconds: 60 };
}

/** Creates the lifecycle queues (a no-op when they exist) and applies `retry` to them. */
export async function createLifecycleQueues(boss: PgBoss, retry: QueueRetry = DEFAULT_QUEUE_RETRY) {
  for (const name of [STEP_QUEUE, PROVIDER_EVENT_QUEUE]) {
    const options = queueOptions(name, retry);
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options);
  }
  await boss.deleteQueue(RETIRED_STEP_QUEUE);
}

/**
 * pg-boss's schema and the lifecycle queues, installed with the database's migrations: a
 * transition writes its step job into them, so they exist before any request or job runs.
 */
export async function installJobQueues(handle: DatabaseHandle): Promise<void> {
  const boss = new PgBoss({ db: createBossDb(handle, () => true), supervise: false, schedule: false });
  await boss.start();
  try {
    await createLifecycleQueues(boss);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
