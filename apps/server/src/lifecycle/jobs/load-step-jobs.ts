import { pathToFileURL } from 'node:url';
import type { StepJobRegistry } from './step-job-types.ts';
import { STEP_JOBS } from './step-jobs.ts';

/**
 * The step → handler registry: `STEP_JOBS` (./step-jobs.ts), overridden by a test module's
 * `STEP_JOBS` when LIFECYCLE_TEST_HANDLERS names one (refused in production by jobs-config.ts).
 */
export async function loadStepJobs(testHandlersModule?: string): Promise<StepJobRegistry> {
  if (!testHandlersModule) {
    return STEP_JOBS;
  }
  const module = (await import(pathToFileURL(testHandlersModule).href)) as { STEP_JOBS?: StepJobRegistry };
  return { ...STEP_JOBS, ...module.STEP_JOBS };
}
