import { appendFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StepJobHandler, StepJobRegistry } from './step-job-types.ts';

/**
 * Test-only handlers for a real server process (LIFECYCLE_TEST_HANDLERS names this file): each
 * appends "<step> <application>" to LIFECYCLE_TEST_MARKER_FILE when it starts, then works for
 * LIFECYCLE_TEST_HANDLER_DELAY_MS inside the job's transaction — a window to kill the process in.
 */
function slow(event: 'SOFT_CREDIT_MATCHED' | 'PROPERTY_VALUED' | 'OFFERS_GENERATED'): StepJobHandler {
  return async ({ application, job }) => {
    const marker = process.env.LIFECYCLE_TEST_MARKER_FILE;
    if (marker) {
      appendFileSync(marker, `${job.step} ${application.uuid}\n`);
    }
    await sleep(Number(process.env.LIFECYCLE_TEST_HANDLER_DELAY_MS ?? 0));
    return { event };
  };
}

export const STEP_JOBS: StepJobRegistry = {
  WAITING_FOR_SOFT_CREDIT: slow('SOFT_CREDIT_MATCHED'),
  WAITING_FOR_AVM_DATA: slow('PROPERTY_VALUED'),
  WAITING_FOR_INITIAL_OFFERS: slow('OFFERS_GENERATED'),
};
