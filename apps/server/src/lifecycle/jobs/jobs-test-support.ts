import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import type { StepJobTiming } from './step-job-runner.ts';
import type { StepJobRegistry } from './step-job-types.ts';

/** Fast timings for tests: the outcome never depends on them, only how soon it arrives. */
export const FAST_TIMING: Partial<StepJobTiming> = {
  recheckIntervalMs: 60_000,
  retryDelaySeconds: 0,
  retryLimit: 4,
  pollingIntervalSeconds: 0.5,
};

/** A test app whose job runner runs `handlers` (and nothing else). */
export function buildJobsTestApp(
  handlers: StepJobRegistry,
  timing: Partial<StepJobTiming> = {},
): Promise<TestApp> {
  return buildTestApp(
    { rateLimitsEnabled: false },
    {
      beforeReady: (app) => {
        app.lifecycle.configure({ enabled: true, handlers, timing: { ...FAST_TIMING, ...timing } });
      },
    },
  );
}
