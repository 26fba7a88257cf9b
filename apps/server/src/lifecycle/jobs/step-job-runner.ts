import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ProviderCallback } from '../../providers/closing-vendor-providers.ts';
import type { Providers } from '../../providers/providers.ts';
import { executeStepJob, isPermanentJobError } from './execute-step-job.ts';
import { onStepJobsPending } from './job-signal.ts';
import { createBossDb } from './pg-boss-db.ts';
import { executeProviderEvent, type ProviderEventJob } from './provider-event-job.ts';
import { recoverStepJobs } from './recover-step-jobs.ts';
import {
  listUndispatched,
  requeueStepJobs,
  type StepJobKey,
  singletonKeyOf,
  updateStepJob,
} from './step-job-outbox.ts';
import type { StepJobRegistry } from './step-job-types.ts';

export const STEP_QUEUE = 'lifecycle-step';
export const PROVIDER_EVENT_QUEUE = 'lifecycle-provider-event';

export interface StepJobTiming {
  /** How often the outbox is flushed without a nudge (a lost nudge costs at most this). */
  dispatchIntervalMs: number;
  /** How often WAITING handlers run again (notary waiting period, rescission end…). */
  recheckIntervalMs: number;
  /** A handed-over job not finished after this long is handed over again (its process died). */
  stuckAfterMs: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Workers per queue in this process. */
  concurrency: number;
  /** pg-boss polling (≥ 0.5 s); new jobs wake the workers at once, so this only bounds retries. */
  pollingIntervalSeconds: number;
}

export const DEFAULT_TIMING: StepJobTiming = {
  dispatchIntervalMs: 1_000,
  recheckIntervalMs: 5_000,
  stuckAfterMs: 5 * 60_000,
  retryLimit: 5,
  retryDelaySeconds: 1,
  concurrency: 2,
  pollingIntervalSeconds: 2,
};

export interface StepJobRunnerOptions {
  database: DatabaseHandle;
  handlers: StepJobRegistry;
  /** The vendors handlers call; their callbacks should reach this runner's `sendProviderEvent`. */
  providers: Providers;
  logger: FastifyBaseLogger;
  timing?: Partial<StepJobTiming>;
}

export interface StepJobRunner {
  readonly providers: Providers;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Hands every committed, not yet dispatched job to pg-boss. */
  flush(): Promise<void>;
  /** Runs the WAITING handlers again now (after the sandbox clock moved, or on the timer). */
  recheckWaiting(): Promise<void>;
  /** A vendor's answer, delivered as a PROVIDER event after `delayMs` (durable in pg-boss). */
  sendProviderEvent(callback: ProviderCallback): Promise<void>;
}

/** The durable job engine of decision 007 on pg-boss 10 (PGlite or PostgreSQL). */
export function createStepJobRunner(options: StepJobRunnerOptions): StepJobRunner {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { database, logger } = options;
  const db = database.db;
  let bossStopped = false;
  const boss = new PgBoss({
    db: createBossDb(database, () => !bossStopped),
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  const workerIds: string[] = [];
  const providerWorkerIds: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms).unref();
    timers.add(timer);
  };
  let unsubscribe: (() => void) | undefined;
  let running = false;
  let flushing: Promise<void> | undefined;
  let flushAgain = false;

  const sendProviderEvent = async (callback: ProviderCallback): Promise<void> => {
    const data: ProviderEventJob = {
      applicationUuid: callback.applicationUuid,
      event: callback.event,
      ...(callback.detail ? { detail: callback.detail } : {}),
    };
    // Not awaited: a vendor is called inside its caller's transaction, and on PGlite (one
    // connection) this send can only run once that transaction has ended.
    const delayMs = Math.max(0, callback.delayMs);
    void boss
      .send(PROVIDER_EVENT_QUEUE, data, { startAfter: new Date(Date.now() + delayMs) })
      .then(() => {
        later(() => notifyAll(providerWorkerIds), delayMs + 5);
      })
      .catch((error: unknown) =>
        logger.error({ err: error, event: callback.event }, 'provider event not queued'),
      );
  };
  const { providers } = options;
  let recheckGeneration = 0;
  const deps = {
    db,
    handlers: options.handlers,
    providers,
    logger,
    recheckGeneration: () => recheckGeneration,
  };

  function notifyAll(ids: readonly string[]): void {
    if (running) {
      for (const id of ids) {
        boss.notifyWorker(id);
      }
    }
  }

  async function dispatchOnce(): Promise<void> {
    for (;;) {
      const rows = await listUndispatched(db);
      for (const row of rows) {
        const key: StepJobKey = { applicationUuid: row.applicationUuid, seq: row.seq, step: row.step };
        await boss.send(STEP_QUEUE, key, {
          singletonKey: singletonKeyOf(key),
          retryLimit: timing.retryLimit,
          retryDelay: timing.retryDelaySeconds,
          retryBackoff: true,
        });
        await updateStepJob(db, key, { dispatchedAt: new Date() });
      }
      if (rows.length > 0) {
        notifyAll(workerIds);
      }
      if (rows.length < 100) {
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (!running) {
      return Promise.resolve();
    }
    if (flushing) {
      flushAgain = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          flushAgain = false;
          await dispatchOnce();
        } while (flushAgain && running);
      } catch (error) {
        logger.error({ err: error }, 'step job outbox flush failed');
      } finally {
        flushing = undefined;
      }
    })();
    return flushing;
  }

  async function recheckWaiting(): Promise<void> {
    if (!running) {
      return;
    }
    recheckGeneration += 1;
    await requeueStepJobs(db, { waiting: true, stuckBefore: new Date(Date.now() - timing.stuckAfterMs) });
    await flush();
  }

  async function work(): Promise<void> {
    const workOptions = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: timing.pollingIntervalSeconds,
    };
    for (let index = 0; index < timing.concurrency; index += 1) {
      workerIds.push(
        await boss.work<StepJobKey>(STEP_QUEUE, workOptions, async ([job]) => {
          if (!job) {
            return;
          }
          try {
            await executeStepJob(deps, job.data, job.retryCount + 1);
          } catch (error) {
            if (isPermanentJobError(error)) {
              logger.error({ err: error, job: job.data }, 'step job refused by the graph: not retried');
              return;
            }
            logger.warn({ err: error, job: job.data, attempt: job.retryCount + 1 }, 'step job failed');
            throw error;
          }
        }),
      );
      providerWorkerIds.push(
        await boss.work<ProviderEventJob>(PROVIDER_EVENT_QUEUE, workOptions, async ([job]) => {
          if (job) {
            await executeProviderEvent({ db, logger }, job.data, job.retryCount + 1, timing.retryLimit);
          }
        }),
      );
    }
  }

  return {
    providers,
    flush,
    recheckWaiting,
    sendProviderEvent,
    async start() {
      await boss.start();
      const retry = {
        retryLimit: timing.retryLimit,
        retryDelay: timing.retryDelaySeconds,
        retryBackoff: true,
      };
      await boss.createQueue(STEP_QUEUE, { name: STEP_QUEUE, ...retry, expireInSeconds: 120 });
      await boss.createQueue(PROVIDER_EVENT_QUEUE, {
        name: PROVIDER_EVENT_QUEUE,
        ...retry,
        expireInSeconds: 60,
      });
      running = true;
      const recovered = await recoverStepJobs(db);
      if (recovered.created + recovered.resent > 0) {
        logger.info(recovered, 'step jobs recovered at start');
      }
      await work();
      unsubscribe = onStepJobsPending((afterCommit) => {
        if (afterCommit) {
          void flush();
          return;
        }
        // Before its transaction commits the new job is invisible: look again shortly.
        for (const delay of [20, 200]) {
          later(() => void flush(), delay);
        }
      });
      timers.add(setInterval(() => void flush(), timing.dispatchIntervalMs).unref());
      timers.add(
        setInterval(() => {
          recheckWaiting().catch((error: unknown) =>
            logger.error({ err: error }, 'step job re-check failed'),
          );
        }, timing.recheckIntervalMs).unref(),
      );
      await flush();
    },
    async stop() {
      if (!running) {
        return;
      }
      running = false;
      unsubscribe?.();
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      await flushing;
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
      bossStopped = true;
    },
  };
}
