import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sendErrors } from '../../lib/send-errors.ts';
import { createPaceFor } from '../../lifecycle/jobs/jobs-config.ts';
import {
  createStepJobLag,
  PACE_READ_MS,
  retryAfterSeconds,
  STEP_JOB_LAG_CACHE_MS,
  waitForStepJobs,
} from '../../lifecycle/jobs/step-job-lag.ts';

export const JOBS_BEHIND = 'We are receiving a lot of applications right now. Please try again in a moment';

/**
 * The create call's back-pressure: while the step jobs run behind by more than the configured
 * bound, a new application would only add minutes of waiting, so it is refused with 503 and
 * Retry-After (nothing is created; the client retries with the same Idempotency-Key). Behind by
 * less, but by more than the pace, the create waits for them (at most CREATE_PACE_MAX_WAIT_MS):
 * a new application's jobs would only queue behind the others', and the creates, cheaper than
 * the three jobs each one starts, would otherwise outrun them on the same CPU.
 */
export function createBackPressure(app: FastifyInstance): preHandlerAsyncHookHandler {
  const maxSeconds = app.config.jobs.maxQueueLagSeconds;
  const pace = createPaceFor(app.config.jobs, app.database.kind);
  // A waiting create notices soon that the jobs caught up; without waiting, one read a second.
  const lag = createStepJobLag(app.db, pace ? PACE_READ_MS : STEP_JOB_LAG_CACHE_MS);
  return async (request, reply) => {
    if (maxSeconds === undefined && pace === undefined) {
      return;
    }
    let seconds: number;
    try {
      seconds = await lag.seconds();
    } catch (error) {
      request.log.warn({ err: error }, 'step job lag not read: the create goes ahead');
      return;
    }
    const wait = maxSeconds === undefined ? undefined : retryAfterSeconds(seconds, maxSeconds);
    if (wait !== undefined) {
      request.log.warn(
        { lagSeconds: Math.round(seconds), retryAfter: wait },
        'create refused: step jobs behind',
      );
      return sendErrors(reply.header('retry-after', String(wait)), 503, [JOBS_BEHIND]);
    }
    if (pace && seconds > pace.lagSeconds) {
      await waitForStepJobs(lag, pace.lagSeconds, { maxWaitMs: pace.maxWaitMs });
    }
  };
}
