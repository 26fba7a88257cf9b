import type { ServerStep } from '@hearth/domain/enums/server-step';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Providers } from '../../providers/providers.ts';
import { lockApplication } from '../application-lock.ts';
import { createClock } from '../clock.ts';
import { transitionApplication } from '../transition-application.ts';
import { signalStepJobsPending } from './job-signal.ts';
import {
  lockStepJob,
  recordStepJobFailure,
  requeueStepJob,
  type StepJobKey,
  updateStepJob,
} from './step-job-outbox.ts';
import type { StepJobRegistry } from './step-job-types.ts';

export interface StepJobDeps {
  db: Db;
  handlers: StepJobRegistry;
  providers: Providers;
  logger: FastifyBaseLogger;
  /** Counts the runner's re-check requests (the sandbox clock moved, a borrower fed a waiting job). */
  recheckGeneration?: () => number;
}

/** MOVED: the handler's event was applied; WAITING: the handler returned null; SKIPPED: nothing to do. */
export type StepJobOutcome = 'MOVED' | 'WAITING' | 'SKIPPED';

export const NO_HANDLER = 'No job handler is registered for this step';

/**
 * Runs one step job in one transaction: lock the application and the job row, skip unless the
 * application is still on that step visit and the job is not done, run the handler, then apply its
 * event (actor JOB) and mark the job DONE — or mark it WAITING. A throw rolls everything back, is
 * recorded on the job row and rethrown for pg-boss to retry. Delivered twice, the second run finds
 * the job DONE (or waits on the row lock until the first commits) and does nothing.
 */
export async function executeStepJob(
  deps: StepJobDeps,
  key: StepJobKey,
  attempt: number,
): Promise<StepJobOutcome> {
  const generation = deps.recheckGeneration?.();
  try {
    const outcome = await deps.db.transaction((tx) => runLocked(deps, tx, key, attempt));
    if (outcome === 'MOVED') {
      signalStepJobsPending(true);
    }
    if (outcome === 'WAITING' && deps.recheckGeneration?.() !== generation) {
      // A re-check asked while this run was under way skipped the row (it was not WAITING yet), and
      // this run may have read the world before what prompted it: run again instead of waiting.
      await requeueStepJob(deps.db, key);
      signalStepJobsPending(true);
    }
    return outcome;
  } catch (error) {
    await recordStepJobFailure(deps.db, key, error).catch(() => undefined);
    throw error;
  }
}

async function runLocked(
  deps: StepJobDeps,
  tx: Db,
  key: StepJobKey,
  attempt: number,
): Promise<StepJobOutcome> {
  const application = await lockApplication(tx, key.applicationUuid);
  const job = await lockStepJob(tx, key);
  if (!application || !job || job.state === 'DONE' || job.state === 'STALE') {
    return 'SKIPPED';
  }
  if (application.serverStep !== key.step || application.stepSeq !== key.seq) {
    await updateStepJob(tx, key, { state: 'STALE' });
    return 'SKIPPED';
  }
  const handler = deps.handlers[key.step as ServerStep];
  if (!handler) {
    await updateStepJob(tx, key, { state: 'WAITING', lastError: NO_HANDLER });
    return 'WAITING';
  }
  const logger = deps.logger.child({ applicationUuid: key.applicationUuid, step: key.step, seq: key.seq });
  const result = await handler({
    db: tx,
    tx,
    application,
    providers: deps.providers,
    clock: createClock(tx),
    logger,
    job: { step: key.step as ServerStep, seq: key.seq, attempt, recheck: job.runs > 0 },
  });
  if (result === null) {
    await updateStepJob(tx, key, { state: 'WAITING', runs: job.runs + 1, lastError: null });
    return 'WAITING';
  }
  await transitionApplication(tx, {
    uuid: key.applicationUuid,
    event: result.event,
    actor: 'JOB',
    actorId: `${key.step}#${key.seq}`,
    expect: { step: key.step, seq: key.seq },
    ...(result.detail ? { detail: result.detail } : {}),
    ...(result.statusPatch ? { statusPatch: result.statusPatch } : {}),
    ...(result.applicationPatch ? { applicationPatch: result.applicationPatch } : {}),
  });
  await updateStepJob(tx, key, { state: 'DONE', runs: job.runs + 1, lastError: null });
  logger.info({ event: result.event }, 'step job moved the application');
  return 'MOVED';
}

/** A handler's event the graph refuses is a bug in the handler, not a transient failure. */
export function isPermanentJobError(error: unknown): boolean {
  return error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'NOT_FOUND');
}
