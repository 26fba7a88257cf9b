import { boolean, index, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from './identity.ts';

/** API-017: the status block; the lifecycle issue fills in the rest of the flags. */
export interface StoredApplicationStatus {
  checklistStatus: string;
  uwDecision?: string;
  uwSubDecision?: string;
  manualNotary?: boolean;
  [flag: string]: unknown;
}

export interface StoredPropertyAddress {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** A HELOC application (API-016). Money and rates are `numeric` (exact), read back as strings. */
export const helocApplications = pgTable(
  'heloc_applications',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    loanNumber: text('loan_number').notNull().unique(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid),
    organizationCode: text('organization_code').notNull(),
    status: jsonb('status').$type<StoredApplicationStatus>().notNull(),
    active: boolean('active').notNull().default(true),
    propertyState: text('property_state'),
    propertyAddress: jsonb('property_address').$type<StoredPropertyAddress>(),
    amount: numeric('amount', { precision: 14, scale: 2 }),
    term: numeric('term', { precision: 4, scale: 0 }),
    rate: numeric('rate', { precision: 7, scale: 4 }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('heloc_applications_identity_created_idx').on(table.identityUuid, table.createdDate)],
);
