import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { identities } from './identity.ts';

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

/**
 * Save and resume across devices: one unfinished registration per identity and lender. The
 * answers (names, dob, phone, addresses) are one encrypted JSON document (lib/pii.ts), never plain.
 */
export const registerDrafts = pgTable(
  'register_drafts',
  {
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    step: text('step').notNull(),
    /** `v1.<iv>.<tag>.<ct>` of the draft's JSON. */
    dataEncrypted: text('data_encrypted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identityUuid, table.organizationCode] })],
);

/**
 * A visitor's register-v2 answers sent without scripts (decision 029 §5): one row per browser and
 * lender, found by the SHA-256 of the random id its HttpOnly cookie carries (the id itself is never
 * stored). The answers are one encrypted JSON document (lib/pii.ts); a row is kept one day.
 */
export const visitorRegisterDrafts = pgTable(
  'visitor_register_drafts',
  {
    idHash: text('id_hash').notNull(),
    organizationCode: text('organization_code').notNull(),
    /** `v1.<iv>.<tag>.<ct>` of the answers' JSON. */
    dataEncrypted: text('data_encrypted').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.idHash, table.organizationCode] }),
    index('visitor_register_drafts_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Step 6 of the submit sequence (REG-040, decision 008): each SMS consent answer with the exact
 * prompt version the borrower saw (API-053 uuid), when, and the number it covers (encrypted). Rows
 * are never updated: a later answer is a new row, so the history is the evidence.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    organizationCode: text('organization_code').notNull(),
    applicationUuid: uuid('application_uuid'),
    /** SMS (marketing) or SMS_TRANSACTIONAL (ENM-021). */
    type: text('type').notNull(),
    promptUuid: uuid('prompt_uuid').notNull(),
    accepted: boolean('accepted').notNull(),
    /** `v1.<iv>.<tag>.<ct>` of the phone number the answer covers (lib/pii.ts). */
    phoneNumberEncrypted: text('phone_number_encrypted'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_consents_identity_idx').on(table.identityUuid, table.consentedAt)],
);
