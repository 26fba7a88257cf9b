import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The sandbox clock's offset from wall time (one row, id 1). Never read in production. */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
