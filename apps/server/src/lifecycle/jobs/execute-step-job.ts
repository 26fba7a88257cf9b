import type { ServerStep } from '@hearth/domain/enums/server-step';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { DocumentStorage } from '../../modules/documents/document-storage.ts';
import type { Providers } from '../../providers/providers.ts';
import { lockApplication } from '../application-lock.ts';
import { type Clock, readSandboxOffset } from '../clock.ts';
import { transitionApplication } from '../transition-application.ts';
import { enqueueStepJob, type StepJobData } from './step-job-queue.ts';
import type { StepJobRegistry } from './step-job-types.ts';

export interface StepJobDeps {
  db: Db;
  handlers: StepJobRegistry;
  providers: Providers;
  documents: DocumentStorage;
  piiKey: Buffer;
  logger: FastifyBaseLogger;
  /** A waiting handler looks again after this many seconds (or sooner when woken). */
  recheckAfterSeconds: number;
}

/**
 * What one run did, kept as the pg-boss job's output. MOVED: the handler's event was applied;
 * WAITING: the handler returned null (or the step has none) and its next look is queued;
 * SKIPPED: the application had left that step visit, so there was nothing to do.
 */
export interface StepJobOutcome {
  outcome: 'MOVED' | 'WAITING' | 'SKIPPED';
  event?: string;
  note?: string;
}

export const NO_HANDLER = 'No job handler is registered for this step';

/**
 * Settles the pg-boss job with this outcome as the last statement of the run's transaction, so
 * the job is completed exactly when its work commits (and costs no statement after it).
 */
export type SettleInTransaction = (tx: Db, outcome: StepJobOutcome) => Promise<void>;

/**
 * The run's clock: the sandbox offset is read once, through the transaction, at the first look
 * (the handler's, else the move's), and every later look adds it to the wall time then.
 */
function createJobClock(tx: Db): Clock {
  let offset: Promise<number> | undefined;
  return {
    async now() {
      offset ??= readSandboxOffset(tx);
      return new Date(Date.now() + (await offset));
    },
  };
}

/**
 * Runs one step job in one transaction: lock the application, skip unless it is still on that
 * step visit, run the handler, then apply its event (actor JOB) — which sends the next step's job
 * in the same commit — or queue the handler's next look. A throw rolls everything back and pg-boss
 * retries with backoff. Delivered twice, the second run waits on the row lock until the first
 * commits, then finds the visit over and does nothing.
 */
export function executeStepJob(
  deps: StepJobDeps,
  job: StepJobData,
  attempt: number,
  settle?: SettleInTransaction,
): Promise<StepJobOutcome> {
  return deps.db.transaction(async (tx) => {
    const outcome = await runLocked(deps, tx, job, attempt);
    await settle?.(tx, outcome);
    return outcome;
  });
}

async function runLocked(
  deps: StepJobDeps,
  tx: Db,
  job: StepJobData,
  attempt: number,
): Promise<StepJobOutcome> {
  const application = await lockApplication(tx, job.applicationUuid);
  if (!application || application.serverStep !== job.step || application.stepSeq !== job.seq) {
    return { outcome: 'SKIPPED' };
  }
  const key = { applicationUuid: job.applicationUuid, seq: job.seq, step: job.step };
  const lookAgain = () =>
    enqueueStepJob(tx, key, { reason: 'recheck', startAfterSeconds: deps.recheckAfterSeconds });
  const handler = deps.handlers[job.step as ServerStep];
  if (!handler) {
    await lookAgain();
    return { outcome: 'WAITING', note: NO_HANDLER };
  }
  const logger = deps.logger.child({ applicationUuid: job.applicationUuid, step: job.step, seq: job.seq });
  const clock = createJobClock(tx);
  const result = await handler({
    db: tx,
    tx,
    application,
    providers: deps.providers,
    documents: deps.documents,
    piiKey: deps.piiKey,
    clock,
    logger,
    job: { step: job.step as ServerStep, seq: job.seq, attempt, recheck: job.reason !== 'entered' },
  });
  if (result === null) {
    await lookAgain();
    return { outcome: 'WAITING' };
  }
  await transitionApplication(tx, {
    uuid: job.applicationUuid,
    event: result.event,
    actor: 'JOB',
    actorId: `${job.step}#${job.seq}`,
    expect: { step: job.step, seq: job.seq },
    // Locked above and unchanged since: handlers return their writes instead of making them.
    locked: application,
    clock,
    ...(result.detail ? { detail: result.detail } : {}),
    ...(result.statusPatch ? { statusPatch: result.statusPatch } : {}),
    ...(result.applicationPatch ? { applicationPatch: result.applicationPatch } : {}),
  });
  logger.info({ event: result.event }, 'step job moved the application');
  return { outcome: 'MOVED', event: result.event };
}

/** A handler's event the graph refuses is a bug in the handler, not a transient failure. */
export function isPermanentJobError(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND');
}
