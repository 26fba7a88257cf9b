import fp from 'fastify-plugin';
import { loadStepJobs } from '../lifecycle/jobs/load-step-jobs.ts';
import { STEP_JOB_QUEUED_CHANNEL } from '../lifecycle/jobs/step-job-queue.ts';
import {
  createStepJobRunner,
  type StepJobRunner,
  type StepJobTiming,
} from '../lifecycle/jobs/step-job-runner.ts';
import type { StepJobRegistry } from '../lifecycle/jobs/step-job-types.ts';
import type { ProviderCallback } from '../providers/closing-vendor-providers.ts';
import { createProviders } from '../providers/create-providers.ts';
import type { Providers } from '../providers/providers.ts';

export interface LifecycleJobsOptions {
  enabled?: boolean;
  /** Replaces the registry (tests inject handlers). */
  handlers?: StepJobRegistry;
  timing?: Partial<StepJobTiming>;
}

export interface LifecycleHandle {
  /** The third parties, one implementation each; vendor callbacks become PROVIDER events. */
  readonly providers: Providers;
  /** The running job engine; undefined with JOBS=off. */
  readonly runner: StepJobRunner | undefined;
  /** Before `ready()` only: turn the jobs on or off, inject handlers, shorten intervals. */
  configure(options: LifecycleJobsOptions): void;
  /** Runs the WAITING handlers now (the ops sandbox clock calls this after moving time). */
  recheckNow(): Promise<void>;
}

/**
 * Job slots per queue and jobs per fetch. PGlite is one connection: one worker fetching two jobs
 * (a third would only queue behind their transactions, and ahead of the borrowers' requests). On
 * PostgreSQL two workers of four jobs each: eight transactions of the pool's 20 connections per
 * queue, a wake-up costing two fetches rather than eight.
 */
function defaultTiming(kind: 'pglite' | 'postgres'): Pick<StepJobTiming, 'concurrency' | 'batchSize'> {
  return kind === 'postgres' ? { concurrency: 8, batchSize: 4 } : { concurrency: 2, batchSize: 2 };
}

/**
 * The lifecycle's providers and durable jobs (decisions 007 and 013). The runner starts when the
 * app is ready (pg-boss on the app's own database) and stops, letting running jobs finish, on
 * close. A step job committed anywhere wakes its workers through the database's notification.
 */
export default fp(
  async (app) => {
    const config = app.config.jobs;
    let options: LifecycleJobsOptions = {};
    let runner: StepJobRunner | undefined;
    const notify = async (callback: ProviderCallback) => {
      if (!runner) {
        app.log.warn({ event: callback.event }, 'provider callback dropped: jobs are off');
        return;
      }
      await runner.sendProviderEvent(callback);
    };
    const providers = createProviders(app.config.providers, {
      notify,
      ...(config.sandboxVendorDelayMs === undefined
        ? {}
        : { sandboxVendorDelayMs: config.sandboxVendorDelayMs }),
    });
    app.decorate('lifecycle', {
      providers,
      get runner() {
        return runner;
      },
      configure(next: LifecycleJobsOptions) {
        options = { ...options, ...next };
      },
      async recheckNow() {
        await runner?.recheckWaiting();
      },
    });
    app.notificationFeed.listen({
      name: STEP_JOB_QUEUED_CHANNEL,
      onMessage: () => runner?.notifyStepWorkers(),
      // Without the feed the workers find new jobs at their next poll.
      onLive: () => undefined,
    });
    app.addHook('onReady', async () => {
      if (!(options.enabled ?? config.enabled)) {
        return;
      }
      const handlers = options.handlers ?? (await loadStepJobs(config.testHandlersModule));
      runner = createStepJobRunner({
        database: app.database,
        handlers,
        providers,
        documents: app.documents,
        piiKey: app.config.piiKey,
        logger: app.log,
        timing: {
          ...defaultTiming(app.database.kind),
          ...config.timing,
          ...options.timing,
        },
      });
      await runner.start();
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
      runner = undefined;
    });
  },
  { name: 'hearth-lifecycle-jobs' },
);
