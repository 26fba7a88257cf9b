import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { identities } from './identity.ts';

/**
 * API-068 (decision 019): a borrower's variation of an experiment seen on one application. The
 * variation follows from the identity and the experiment's name, so every application of one
 * borrower shows the same; the first report of an experiment on an application is kept.
 */
export const experimentAssignments = pgTable(
  'experiment_assignments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `variation` or `control`. */
    variation: text('variation').notNull(),
    /** API-069: `optimizely` unless said. */
    mode: text('mode').notNull().default('optimizely'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('experiment_assignments_application_name_key').on(table.applicationUuid, table.name),
    index('experiment_assignments_identity_idx').on(table.identityUuid),
  ],
);

/** API-039: the replay link of an application's session, kept only where the lender records replays. */
export const sessionReplayLinks = pgTable('session_replay_links', {
  applicationUuid: uuid('application_uuid')
    .primaryKey()
    .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
  link: text('link').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
