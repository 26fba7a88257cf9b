import type { SubmissionExtras } from '@hearth/domain/application/create-heloc-body';
import type { StoredHmdaAnswers } from '@hearth/domain/journey/hmda';
import type { OfferSet } from '@hearth/domain/offers/offer-set';
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
import type {
  StoredApplicationStatus,
  StoredAssetDepletion,
  StoredBankAccount,
  StoredHelocSigner,
  StoredInsurance,
  StoredPropertyAddress,
  StoredSelectedOffer,
} from '../../modules/application/stored-application.ts';
import type { StoredCreatedHeloc } from '../../modules/application/stored-idempotency-key.ts';
import type { StoredIncomeSource } from '../../modules/income-verification/income-source.ts';
import { identities } from './identity.ts';

export type {
  StoredApplicationStatus,
  StoredBankAccount,
  StoredHelocSigner,
  StoredPropertyAddress,
  StoredSelectedOffer,
} from '../../modules/application/stored-application.ts';

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
    submissionExtras: jsonb('submission_extras').$type<SubmissionExtras>(),
    /** How many transitions the application has made (= its timeline length); keys its step jobs. */
    stepSeq: integer('step_seq').notNull().default(0),
    selectedPropertyUuid: uuid('selected_property_uuid'),
    /** The generated 001 §3 offer set, as the offers job produced it. */
    offerSet: jsonb('offer_set').$type<OfferSet>(),
    selectedOffer: jsonb('selected_offer').$type<StoredSelectedOffer>(),
    incomeSources: jsonb('income_sources').$type<StoredIncomeSource[]>().notNull().default([]),
    disburseAccount: jsonb('disburse_account').$type<StoredBankAccount>(),
    autopayAccount: jsonb('autopay_account').$type<StoredBankAccount>(),
    payType: text('pay_type'),
    uwCalculatedDrawAmount: numeric('uw_calculated_draw_amount', { precision: 14, scale: 2 }),
    adjustedHomeAmount: numeric('adjusted_home_amount', { precision: 14, scale: 2 }),
    /** The borrower's own home value when no AVM was found (NO_AVM_FOUND → HOME_VALUE_ESTIMATED). */
    estimatedHomeValue: numeric('estimated_home_value', { precision: 14, scale: 2 }),
    hasHmda: boolean('has_hmda').notNull().default(false),
    hmdaAnswers: jsonb('hmda_answers').$type<StoredHmdaAnswers>(),
    ownershipType: text('ownership_type'),
    trustName: text('trust_name'),
    ssnEncrypted: text('ssn_encrypted'),
    /** The credit-freeze PIN for the next pull only (`v1.…` ciphertext); the pull job clears it. */
    creditFreezePinEncrypted: text('credit_freeze_pin_encrypted'),
    coDeedStatus: text('co_deed_status'),
    insurance: jsonb('insurance').$type<StoredInsurance>(),
    assetDepletion: jsonb('asset_depletion').$type<StoredAssetDepletion>(),
    isInquiry: boolean('is_inquiry').notNull().default(false),
    requestedManualNotaryTime: timestamp('requested_manual_notary_time', { withTimezone: true }),
    additionalSignerVersion: integer('additional_signer_version'),
    helocSigners: jsonb('heloc_signers').$type<StoredHelocSigner[]>().notNull().default([]),
    wholesaleBrokerNmls: text('wholesale_broker_nmls'),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('heloc_applications_identity_created_idx').on(table.identityUuid, table.createdDate),
    index('heloc_applications_server_step_idx').on(table.serverStep),
  ],
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
    responseBody: jsonb('response_body').$type<StoredCreatedHeloc>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identityUuid, table.key] })],
);
