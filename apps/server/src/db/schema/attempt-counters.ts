import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit and log-in lockout counters shared by every instance on one PostgreSQL (when no
 * REDIS_URL is set). A row whose `reset_at` has passed is stale: the next hit starts it over.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
