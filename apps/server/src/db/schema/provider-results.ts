import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';

/**
 * What a provider answered for an application (credit report, property and AVM, liens, income,
 * account and identity checks, vendor orders), one row per call: the step jobs read the latest of
 * a kind, and the rows are the audit trail of each decision. No SSN, date of birth or account
 * number is ever stored here (vendors get them from the request; results carry masks only).
 */
export const providerResults = pgTable(
  'provider_results',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    /** The provider's answer, its shape set by `kind` (PROVIDER_RESULT_SCHEMAS). */
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('provider_results_application_kind_idx').on(table.applicationUuid, table.kind, table.createdAt),
  ],
);
