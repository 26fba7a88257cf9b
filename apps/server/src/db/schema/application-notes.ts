import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { staffUsers } from './staff.ts';

/**
 * Internal notes staff keep on an application: who wrote what, when. Staff only — no borrower
 * route reads this table. Notes are never edited or deleted, so the file's history stays whole.
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    authorStaffUuid: uuid('author_staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_notes_application_idx').on(table.applicationUuid, table.createdAt)],
);
