import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lifecycleStepJobs, type StepJobState } from '../../db/schema/index.ts';

export type StepJobRow = typeof lifecycleStepJobs.$inferSelect;

/** The job key: one job per visit of a step (application, step, timeline length). */
export interface StepJobKey {
  applicationUuid: string;
  seq: number;
  step: string;
}

export function singletonKeyOf(key: StepJobKey): string {
  return `${key.applicationUuid}:${key.step}:${key.seq}`;
}

/** In the transaction that enters a JOB step: the job exists exactly when the move commits. */
export async function addStepJob(tx: Db, key: StepJobKey): Promise<void> {
  await tx.insert(lifecycleStepJobs).values(key).onConflictDoNothing();
}

/** A job of an earlier visit that never finished (the borrower or ops moved the step first) is stale. */
export async function retireStepJobs(tx: Db, applicationUuid: string, beforeSeq: number): Promise<void> {
  await tx
    .update(lifecycleStepJobs)
    .set({ state: 'STALE', updatedAt: new Date() })
    .where(
      and(
        eq(lifecycleStepJobs.applicationUuid, applicationUuid),
        lt(lifecycleStepJobs.seq, beforeSeq),
        inArray(lifecycleStepJobs.state, ['PENDING', 'WAITING']),
      ),
    );
}

export async function lockStepJob(tx: Db, key: StepJobKey): Promise<StepJobRow | undefined> {
  const rows = await tx
    .select()
    .from(lifecycleStepJobs)
    .where(
      and(eq(lifecycleStepJobs.applicationUuid, key.applicationUuid), eq(lifecycleStepJobs.seq, key.seq)),
    )
    .for('update');
  return rows[0];
}

export async function updateStepJob(
  db: Db,
  key: StepJobKey,
  set: Partial<Pick<StepJobRow, 'state' | 'runs' | 'attempts' | 'lastError' | 'dispatchedAt'>>,
): Promise<void> {
  await db
    .update(lifecycleStepJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(eq(lifecycleStepJobs.applicationUuid, key.applicationUuid), eq(lifecycleStepJobs.seq, key.seq)),
    );
}

export async function recordStepJobFailure(db: Db, key: StepJobKey, error: unknown): Promise<void> {
  await db
    .update(lifecycleStepJobs)
    .set({
      attempts: sql`${lifecycleStepJobs.attempts} + 1`,
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      updatedAt: new Date(),
    })
    .where(
      and(eq(lifecycleStepJobs.applicationUuid, key.applicationUuid), eq(lifecycleStepJobs.seq, key.seq)),
    );
}

/** Jobs written but not yet handed to pg-boss (oldest first). */
export async function listUndispatched(db: Db, limit = 100): Promise<StepJobRow[]> {
  return db
    .select()
    .from(lifecycleStepJobs)
    .where(and(eq(lifecycleStepJobs.state, 'PENDING'), isNull(lifecycleStepJobs.dispatchedAt)))
    .orderBy(lifecycleStepJobs.createdAt)
    .limit(limit);
}

/** A job that failed this often stays for ops to look at (its lastError says why) instead of cycling. */
export const MAX_REQUEUED_ATTEMPTS = 25;

/**
 * Puts jobs back in the outbox: WAITING ones (their handler waits for the clock or a callback) and,
 * with `stuckBefore`, PENDING ones handed over long ago that never ran (lost with a dead process).
 */
/** One WAITING job back to PENDING, for the runner to hand to pg-boss again. */
export async function requeueStepJob(db: Db, key: StepJobKey): Promise<void> {
  await db
    .update(lifecycleStepJobs)
    .set({ state: 'PENDING', dispatchedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(lifecycleStepJobs.applicationUuid, key.applicationUuid),
        eq(lifecycleStepJobs.seq, key.seq),
        eq(lifecycleStepJobs.state, 'WAITING'),
      ),
    );
}

export async function requeueStepJobs(
  db: Db,
  options: { waiting: boolean; stuckBefore?: Date },
): Promise<number> {
  const states: StepJobState[] = options.waiting ? ['WAITING'] : [];
  const conditions = [];
  if (states.length > 0) {
    conditions.push(inArray(lifecycleStepJobs.state, states));
  }
  if (options.stuckBefore) {
    conditions.push(
      and(
        eq(lifecycleStepJobs.state, 'PENDING'),
        lt(lifecycleStepJobs.dispatchedAt, options.stuckBefore),
        lt(lifecycleStepJobs.attempts, MAX_REQUEUED_ATTEMPTS),
      ),
    );
  }
  if (conditions.length === 0) {
    return 0;
  }
  const rows = await db
    .update(lifecycleStepJobs)
    .set({ state: 'PENDING', dispatchedAt: null, updatedAt: new Date() })
    .where(or(...conditions))
    .returning({ seq: lifecycleStepJobs.seq });
  return rows.length;
}
