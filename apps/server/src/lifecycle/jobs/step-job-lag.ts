import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { STEP_QUEUE } from '../../db/job-queues.ts';

/** How long one reading of the lag is reused: a burst of creates costs one query a second. */
export const STEP_JOB_LAG_CACHE_MS = 1_000;
/** While creates wait for the step jobs, the lag is read this often (shared by every waiting create). */
export const PACE_READ_MS = 250;

export interface StepJobLag {
  /** Seconds the oldest due step job (every instance's) has waited for a worker; 0 when none waits. */
  seconds(): Promise<number>;
}

async function readOldestDueStepJobSeconds(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as seconds
      from pgboss.job
      where name = ${STEP_QUEUE} and state in ('created', 'retry') and start_after <= now()`,
  );
  const [row] = (result as { rows: Array<{ seconds: number | string }> }).rows;
  return Math.max(0, Number(row?.seconds ?? 0));
}

/**
 * The step queue's lag, read from pg-boss's table (so it counts jobs sent by every instance) and
 * cached for `cacheMs`; concurrent callers share one query.
 */
export function createStepJobLag(db: Db, cacheMs = STEP_JOB_LAG_CACHE_MS): StepJobLag {
  let cached: { at: number; seconds: Promise<number> } | undefined;
  return {
    seconds() {
      const now = Date.now();
      if (!cached || now - cached.at >= cacheMs) {
        const reading = readOldestDueStepJobSeconds(db);
        cached = { at: now, seconds: reading };
        // A failed reading is not kept: the next caller asks again.
        reading.catch(() => {
          if (cached?.seconds === reading) {
            cached = undefined;
          }
        });
      }
      return cached.seconds;
    },
  };
}

/**
 * When a new application should wait: undefined while the lag is within `maxSeconds`, else the
 * seconds to ask the client to wait (Retry-After), between 5 and 60.
 */
export function retryAfterSeconds(lagSeconds: number, maxSeconds: number): number | undefined {
  if (lagSeconds <= maxSeconds) {
    return undefined;
  }
  return Math.min(60, Math.max(5, Math.ceil(lagSeconds - maxSeconds)));
}

/**
 * Waits while the lag is above `paceSeconds`, reading it again every cache period, for at most
 * `maxWaitMs`; resolves to the milliseconds waited. A failed reading ends the wait.
 */
export async function waitForStepJobs(
  lag: StepJobLag,
  paceSeconds: number,
  { maxWaitMs, pollMs = PACE_READ_MS }: { maxWaitMs: number; pollMs?: number },
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const waited = performance.now() - started;
    if (waited >= maxWaitMs || (await lag.seconds().catch(() => 0)) <= paceSeconds) {
      return Math.round(waited);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, maxWaitMs - waited)));
  }
}
