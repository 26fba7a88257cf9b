import { sql } from 'drizzle-orm';
import { boolean, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** API-040: visitors from states or zips the lender does not serve (REG-043…046). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** `v1.<iv>.<tag>.<ct>` (lib/pii.ts). */
    dobEncrypted: text('dob_encrypted').notNull(),
    email: text('email').notNull(),
    income: numeric('income', { precision: 12, scale: 2 }).notNull(),
    street1: text('street1').notNull(),
    street2: text('street2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    consent: boolean('consent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('waitlist_entries_email_state_unique').on(sql`lower(${table.email})`, table.state)],
);
