import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { createLifecycleQueues, PROVIDER_EVENT_QUEUE, STEP_QUEUE } from '../../db/job-queues.ts';
import { createBossDb, createTransactionBossDb } from '../../db/pg-boss-db.ts';
import type { DocumentStorage } from '../../modules/documents/document-storage.ts';
import type { ProviderCallback } from '../../providers/closing-vendor-providers.ts';
import type { Providers } from '../../providers/providers.ts';
import { executeStepJob, isPermanentJobError, type StepJobDeps } from './execute-step-job.ts';
import { executeProviderEvent, type ProviderEventJob } from './provider-event-job.ts';
import { sendJobsForJobSteps } from './send-jobs-for-job-steps.ts';
import type { StepJobData } from './step-job-queue.ts';
import type { StepJobRegistry } from './step-job-types.ts';

export interface StepJobTiming {
  /** A waiting handler (notary waiting period, rescission end…) looks again after this long. */
  recheckIntervalMs: number;
  retryLimit: number;
  /** The first retry's delay; pg-boss doubles it for each retry after. */
  retryDelaySeconds: number;
  /** Jobs of one queue running at once in this process (each holds a database connection). */
  concurrency: number;
  /**
   * Jobs one fetch takes (at most `concurrency`): the queue's `concurrency` is shared by
   * concurrency / batchSize workers, so a wake-up costs that many fetches, not one per job slot.
   */
  batchSize: number;
  /** pg-boss polling (≥ 0.5 s); a committed step job wakes the workers at once, so this bounds retries and delayed looks. */
  pollingIntervalSeconds: number;
}

/** A run's answer when it completed its job itself (in its transaction). */
const SETTLED = Symbol('settled');

export const DEFAULT_TIMING: StepJobTiming = {
  recheckIntervalMs: 5_000,
  retryLimit: 10,
  retryDelaySeconds: 1,
  concurrency: 2,
  batchSize: 1,
  pollingIntervalSeconds: 2,
};

export interface StepJobRunnerOptions {
  database: DatabaseHandle;
  handlers: StepJobRegistry;
  /** The vendors handlers call; their callbacks should reach this runner's `sendProviderEvent`. */
  providers: Providers;
  /** The app's document storage and PII key, which handlers use through their context. */
  documents: DocumentStorage;
  piiKey: Buffer;
  logger: FastifyBaseLogger;
  timing?: Partial<StepJobTiming>;
}

export interface StepJobRunner {
  readonly providers: Providers;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A step job was committed (here or on another instance): the step workers look now. */
  notifyStepWorkers(): void;
  /** Runs every waiting handler now (the sandbox clock moved). */
  recheckWaiting(): Promise<void>;
  /** A vendor's answer, delivered as a PROVIDER event after `delayMs` (durable in pg-boss). */
  sendProviderEvent(callback: ProviderCallback): Promise<void>;
}

/**
 * The workers of the durable job engine (decisions 007 and 013) on pg-boss 10, over the app's own
 * database (PGlite or PostgreSQL). Step jobs are sent by the transactions that enter a JOB step;
 * this runs them, and at start sends one for every application on a JOB step whose visit has none
 * queued (a process killed mid-job left its job active until pg-boss expires it).
 */
export function createStepJobRunner(options: StepJobRunnerOptions): StepJobRunner {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const { database, logger, providers } = options;
  const db = database.db;
  let bossStopped = false;
  const boss = new PgBoss({
    db: createBossDb(database, () => !bossStopped),
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'pg-boss error'));
  const stepWorkerIds: string[] = [];
  const providerWorkerIds: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let running = false;
  const deps: StepJobDeps = {
    db,
    handlers: options.handlers,
    providers,
    documents: options.documents,
    piiKey: options.piiKey,
    logger,
    recheckAfterSeconds: timing.recheckIntervalMs / 1000,
  };

  function notifyAll(ids: readonly string[]): void {
    if (running) {
      for (const id of ids) {
        boss.notifyWorker(id);
      }
    }
  }

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
        // The workers look when the answer is due rather than at their next poll.
        const timer = setTimeout(() => {
          timers.delete(timer);
          notifyAll(providerWorkerIds);
        }, delayMs + 5).unref();
        timers.add(timer);
      })
      .catch((error: unknown) =>
        logger.error({ err: error, event: callback.event }, 'provider event not queued'),
      );
  };

  /**
   * Runs a fetched batch side by side and settles each job on its own, so a failure retries that
   * job alone, not its batch (pg-boss then finds no active job left to complete). A run that
   * answers `SETTLED` completed its job in its own transaction.
   */
  async function runBatch<T extends object>(
    queue: string,
    jobs: PgBoss.JobWithMetadata<T>[],
    run: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
  ): Promise<void> {
    await Promise.all(
      jobs.map(async (job) => {
        try {
          const output = await run(job);
          if (output !== SETTLED) {
            await boss.complete(queue, job.id, output ?? undefined);
          }
        } catch (error) {
          await boss.fail(queue, job.id, error as object);
        }
      }),
    );
  }

  /**
   * `concurrency` job slots as workers of `batchSize` each. A full batch means more may wait, so
   * its worker fetches again at once rather than after its polling interval.
   */
  async function startWorkers<T extends object>(
    queue: string,
    ids: string[],
    run: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
  ): Promise<void> {
    const batchSize = Math.max(1, Math.min(timing.batchSize, timing.concurrency));
    const workers = Math.max(1, Math.ceil(timing.concurrency / batchSize));
    const workOptions = {
      batchSize,
      includeMetadata: true as const,
      pollingIntervalSeconds: timing.pollingIntervalSeconds,
    };
    for (let index = 0; index < workers; index += 1) {
      let id = '';
      id = await boss.work<T>(queue, workOptions, async (jobs) => {
        await runBatch(queue, jobs, run);
        if (jobs.length >= batchSize) {
          notifyAll([id]);
        }
      });
      ids.push(id);
    }
  }

  async function runStepJob(job: PgBoss.JobWithMetadata<StepJobData>): Promise<unknown> {
    try {
      // The job is completed by the statement that ends its transaction's work: no statement
      // after the commit, and a run that committed is never handed out again.
      await executeStepJob(deps, job.data, job.retryCount + 1, async (tx, outcome) => {
        await boss.complete(STEP_QUEUE, job.id, outcome, { db: createTransactionBossDb(tx) });
      });
      return SETTLED;
    } catch (error) {
      if (isPermanentJobError(error)) {
        logger.error({ err: error, job: job.data }, 'step job refused by the graph: not retried');
        return undefined;
      }
      logger.warn({ err: error, job: job.data, attempt: job.retryCount + 1 }, 'step job failed');
      throw error;
    }
  }

  async function work(): Promise<void> {
    await startWorkers<StepJobData>(STEP_QUEUE, stepWorkerIds, runStepJob);
    await startWorkers<ProviderEventJob>(PROVIDER_EVENT_QUEUE, providerWorkerIds, (job) =>
      executeProviderEvent({ db, logger }, job.data, job.retryCount + 1, timing.retryLimit),
    );
  }

  return {
    providers,
    sendProviderEvent,
    notifyStepWorkers() {
      notifyAll(stepWorkerIds);
    },
    async recheckWaiting() {
      if (running) {
        await sendJobsForJobSteps(db, 'recheck');
      }
    },
    async start() {
      await boss.start();
      await createLifecycleQueues(boss, {
        retryLimit: timing.retryLimit,
        retryDelay: timing.retryDelaySeconds,
      });
      running = true;
      const recovered = await sendJobsForJobSteps(db, 'recovered');
      if (recovered > 0) {
        logger.info({ recovered }, 'step jobs sent at start for applications on a JOB step');
      }
      await work();
    },
    async stop() {
      if (!running) {
        return;
      }
      running = false;
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 8_000, close: false });
      bossStopped = true;
    },
  };
}
