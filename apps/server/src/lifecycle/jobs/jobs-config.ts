import { z } from 'zod';
import type { DatabaseKind } from '../../db/client.ts';
import type { StepJobTiming } from './step-job-runner.ts';

export interface JobsConfig {
  /** Off by default under NODE_ENV=test, so suites that do not drive the lifecycle stay still. */
  enabled: boolean;
  timing: Partial<StepJobTiming>;
  /** Sandbox vendors' answer delay (ms). */
  sandboxVendorDelayMs: number | undefined;
  /**
   * New applications are refused (503 with Retry-After) while the oldest due step job has waited
   * longer than this; undefined: never (the default under NODE_ENV=test, or JOBS_MAX_QUEUE_LAG_SECONDS=0).
   */
  maxQueueLagSeconds: number | undefined;
  /**
   * A new application waits (up to `CREATE_PACE_MAX_WAIT_MS`) while the oldest due step job has
   * waited longer than this, so the jobs of the applications already made go first (see
   * `createPaceFor`): JOBS_PACE_LAG_SECONDS as set (0: never), undefined when not set.
   */
  paceLagSeconds: number | undefined;
  /** Whether an unset JOBS_PACE_LAG_SECONDS takes its default (not under NODE_ENV=test). */
  paceByDefault: boolean;
  /** A module whose `STEP_JOBS` replaces handlers (tests of a real process; refused in production). */
  testHandlersModule: string | undefined;
}

const zMs = z.coerce.number().int().min(10).optional();
const zJobsEnv = z.object({
  JOBS: z.enum(['on', 'off']).optional(),
  JOBS_RECHECK_INTERVAL_MS: zMs,
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).optional(),
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  JOBS_MAX_QUEUE_LAG_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  JOBS_PACE_LAG_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  SANDBOX_VENDOR_DELAY_MS: z.coerce.number().int().min(0).optional(),
  LIFECYCLE_TEST_HANDLERS: z.string().min(1).optional(),
});

export const DEFAULT_MAX_QUEUE_LAG_SECONDS = 30;
export const DEFAULT_PACE_LAG_SECONDS = 0.25;

function maxQueueLagSeconds(value: number | undefined, nodeEnv: string): number | undefined {
  if (value === undefined) {
    return nodeEnv === 'test' ? undefined : DEFAULT_MAX_QUEUE_LAG_SECONDS;
  }
  return value === 0 ? undefined : value;
}

/** How new applications wait for the step jobs on one database (`createPaceFor`). */
export interface CreatePace {
  /** A create waits while the oldest due step job has waited longer than this. */
  lagSeconds: number;
  /** …for at most this long, then goes ahead. */
  maxWaitMs: number;
}

/**
 * The longest wait, by database. On PostgreSQL the jobs run beside the creates on their own
 * connections and a create may wait long enough for them to catch up. On PGlite the creates and
 * the jobs take turns on one connection and a create's own time is what the borrower waits: a
 * second gives the jobs their turns without making every create slow.
 */
export const CREATE_PACE_MAX_WAIT_MS: Record<DatabaseKind, number> = { postgres: 10_000, pglite: 1_000 };

/** The pace of new applications on this database; undefined: they never wait. */
export function createPaceFor(
  config: Pick<JobsConfig, 'paceLagSeconds' | 'paceByDefault'>,
  kind: DatabaseKind,
): CreatePace | undefined {
  const lagSeconds = config.paceLagSeconds ?? (config.paceByDefault ? DEFAULT_PACE_LAG_SECONDS : undefined);
  if (lagSeconds === undefined || lagSeconds === 0) {
    return undefined;
  }
  return { lagSeconds, maxWaitMs: CREATE_PACE_MAX_WAIT_MS[kind] };
}

/**
 * JOBS=on|off, JOBS_RECHECK_INTERVAL_MS, JOBS_RETRY_DELAY_SECONDS,
 * JOBS_CONCURRENCY (workers per queue), JOBS_MAX_QUEUE_LAG_SECONDS (30; 0 = never refuse),
 * JOBS_PACE_LAG_SECONDS (0.25; 0 = never wait), SANDBOX_VENDOR_DELAY_MS.
 */
export function loadJobsConfig(
  env: Record<string, string | undefined>,
  nodeEnv: 'development' | 'test' | 'production',
): JobsConfig {
  const blankless = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = zJobsEnv.safeParse(blankless);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0] ?? 'JOBS')}: ${issue?.message ?? 'invalid'}`);
  }
  const values = parsed.data;
  if (values.LIFECYCLE_TEST_HANDLERS && nodeEnv === 'production') {
    throw new Error('LIFECYCLE_TEST_HANDLERS: not allowed in production');
  }
  const timing: Partial<StepJobTiming> = {};
  if (values.JOBS_RECHECK_INTERVAL_MS) {
    timing.recheckIntervalMs = values.JOBS_RECHECK_INTERVAL_MS;
  }
  if (values.JOBS_RETRY_DELAY_SECONDS !== undefined) {
    timing.retryDelaySeconds = values.JOBS_RETRY_DELAY_SECONDS;
  }
  if (values.JOBS_CONCURRENCY !== undefined) {
    timing.concurrency = values.JOBS_CONCURRENCY;
  }
  return {
    enabled: (values.JOBS ?? (nodeEnv === 'test' ? 'off' : 'on')) === 'on',
    timing,
    maxQueueLagSeconds: maxQueueLagSeconds(values.JOBS_MAX_QUEUE_LAG_SECONDS, nodeEnv),
    paceLagSeconds: values.JOBS_PACE_LAG_SECONDS,
    paceByDefault: nodeEnv !== 'test',
    sandboxVendorDelayMs: values.SANDBOX_VENDOR_DELAY_MS,
    testHandlersModule: values.LIFECYCLE_TEST_HANDLERS,
  };
}
