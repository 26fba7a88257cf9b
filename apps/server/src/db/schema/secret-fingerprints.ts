import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per shared secret (JWT_SECRET, PII_KEY): a keyed hash of the value the database was
 * first started with, never the value. An instance started with another value refuses to start.
 */
export const secretFingerprints = pgTable('secret_fingerprints', {
  variable: text('variable').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
