import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { identities } from './identity.ts';

/**
 * Feedback a signed-in borrower sent to the CEO (CND-022…030). The message is free text a
 * borrower may put anything in (names, numbers, an address), so it is kept encrypted under the
 * PII key like every other such answer (lib/pii.ts); the rest is codes and flags.
 */
export const ceoFeedback = pgTable(
  'ceo_feedback',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    organizationCode: text('organization_code').notNull(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    applicationUuid: uuid('application_uuid').references(() => helocApplications.uuid, {
      onDelete: 'set null',
    }),
    topic: text('topic').notNull(),
    messageEncrypted: text('message_encrypted').notNull(),
    marketingConsent: boolean('marketing_consent').notNull(),
    pathname: text('pathname').notNull(),
    productType: text('product_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ceo_feedback_created_idx').on(table.createdAt)],
);
