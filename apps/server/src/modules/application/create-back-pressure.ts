import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { sendErrors } from '../../lib/send-errors.ts';
import { createStepJobLag, retryAfterSeconds } from '../../lifecycle/jobs/step-job-lag.ts';

export const JOBS_BEHIND = 'We are receiving a lot of applications right now. Please try again in a moment';

/**
 * The create call's back-pressure: while the step jobs run behind by more than the configured
 * bound, a new application would only add minutes of waiting, so it is refused with 503 and
 * Retry-After (nothing is created; the client retries with the same Idempotency-Key).
 */
export function createBackPressure(app: FastifyInstance): preHandlerAsyncHookHandler {
  const maxSeconds = app.config.jobs.maxQueueLagSeconds;
  const lag = createStepJobLag(app.db);
  return async (request, reply) => {
    if (maxSeconds === undefined) {
      return;
    }
    let seconds: number;
    try {
      seconds = await lag.seconds();
    } catch (error) {
      request.log.warn({ err: error }, 'step job lag not read: the create goes ahead');
      return;
    }
    const wait = retryAfterSeconds(seconds, maxSeconds);
    if (wait !== undefined) {
      request.log.warn(
        { lagSeconds: Math.round(seconds), retryAfter: wait },
        'create refused: step jobs behind',
      );
      return sendErrors(reply.header('retry-after', String(wait)), 503, [JOBS_BEHIND]);
    }
  };
}
