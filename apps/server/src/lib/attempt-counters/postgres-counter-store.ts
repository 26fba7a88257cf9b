import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attemptCounters } from '../../db/schema/index.ts';
import type { CounterStore } from './counter-store.ts';

/** Ended rows are swept about once per this many increments, so the table stays small. */
const SWEEP_EVERY = 500;

/** Counters in the `attempt_counters` table: one atomic upsert per hit, shared by every instance. */
export function createPostgresCounterStore(db: Db): CounterStore {
  let sinceSweep = 0;

  async function sweep(now: Date): Promise<void> {
    sinceSweep += 1;
    if (sinceSweep < SWEEP_EVERY) {
      return;
    }
    sinceSweep = 0;
    await db.delete(attemptCounters).where(lt(attemptCounters.resetAt, now));
  }

  return {
    kind: 'postgres',
    async increment(key, windowMs, now) {
      const resetAt = new Date(now.getTime() + windowMs);
      const ended = sql`${attemptCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(attemptCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: attemptCounters.key,
          set: {
            count: sql`CASE WHEN ${ended} THEN 1 ELSE ${attemptCounters.count} + 1 END`,
            resetAt: sql`CASE WHEN ${ended} THEN ${resetAt.toISOString()}::timestamptz ELSE ${attemptCounters.resetAt} END`,
          },
        })
        .returning({ count: attemptCounters.count, resetAt: attemptCounters.resetAt });
      await sweep(now);
      if (!row) {
        throw new Error('The counter upsert returned no row');
      }
      return row;
    },
    async read(key, now) {
      const [row] = await db
        .select({ count: attemptCounters.count, resetAt: attemptCounters.resetAt })
        .from(attemptCounters)
        .where(and(eq(attemptCounters.key, key), gt(attemptCounters.resetAt, now)));
      return row;
    },
    async delete(key) {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
    async close() {
      // The database belongs to the app.
    },
  };
}
