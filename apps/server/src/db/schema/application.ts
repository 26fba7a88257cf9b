import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** 000 §4 server step; a new application waits for the soft credit pull. */
    serverStep: text('server_step').notNull().default('WAITING_FOR_SOFT_CREDIT'),
    occupancyType: text('occupancy_type'),
    propertyListedForSale: boolean('property_listed_for_sale'),
    homeAddress: jsonb('home_address').$type<StoredPropertyAddress>(),
    incomePrimary: numeric('income_primary', { precision: 12, scale: 2 }),
    incomeOther: numeric('income_other', { precision: 12, scale: 2 }),
    /** API-024/025: the mapped value (ALIMONY → SEPARATE_MAINTENANCE_PAYMENTS, unknown → UNRECOGNIZED). */
    employmentType: text('employment_type'),
    consents: jsonb('consents').$type<string[]>().notNull().default([]),
    referrerId: text('referrer_id'),
    referralId: text('referral_id'),
    utmParameters: jsonb('utm_parameters').$type<Record<string, string>>(),
    offerCode: text('offer_code'),
    isCrypto: boolean('is_crypto').notNull().default(false),
    /** The applicant's name and date of birth as submitted, `v1.…` ciphertexts (lib/pii.ts). */
    applicantNameEncrypted: text('applicant_name_encrypted'),
    applicantDobEncrypted: text('applicant_dob_encrypted'),
    /** Marketing and experiment fields of the create body (API-021…023), kept as sent. */
    submissionExtras: jsonb('submission_extras').$type<Record<string, unknown>>(),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('heloc_applications_identity_created_idx').on(table.identityUuid, table.createdDate)],
);

/**
 * Idempotency-Key of POST …/helocs, per identity: the first response is replayed for the same key
 * and body; a different body under the same key is refused (409).
 */
export const applicationIdempotencyKeys = pgTable(
  'application_idempotency_keys',
  {
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identityUuid, table.key] })],
);
