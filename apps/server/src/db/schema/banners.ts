import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * A lender's banner (CND-014, decision 018): staff write it for one organisation, with a window
 * (`starts_at`, `ends_at`; no end: until retired). It is published in the lender's banner file
 * while it is inside its window and not retired; `test_only` ones only in the test file.
 */
export const banners = pgTable(
  'banners',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    message: text('message').notNull(),
    /** The apps it shows in (`BANNER_APPS`), checked on every read and write. */
    apps: text('apps').array().notNull(),
    variant: text('variant').notNull(),
    testOnly: boolean('test_only').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdByStaffUuid: uuid('created_by_staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid),
    retiredByStaffUuid: uuid('retired_by_staff_uuid').references(() => staffUsers.uuid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('banners_organization_idx').on(table.organizationCode, table.createdAt)],
);
