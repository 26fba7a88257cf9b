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

/** A bank account as stored: the number only as a `v1.…` ciphertext (lib/pii.ts), the mask for display. */
export interface StoredBankAccount {
  uuid: string;
  routingNumber: string;
  accountNumberEncrypted: string;
  /** The last 4 digits. */
  mask: string;
  accountType?: 'CHECKING' | 'SAVINGS';
  source?: 'LINKED' | 'MANUAL';
  institutionName?: string | null;
  verificationStatus?: string | null;
}

/** The offer the borrower chose (001 §3 offer, one term and draw). */
export interface StoredSelectedOffer {
  type: string;
  term: number;
  amount: string;
  rate: string;
  payoffPreference?: 'PRESERVE' | 'DEDUCT' | 'MAXIMIZE' | null;
  /** OFR-009/010: the debts the draw pays off (MARKED_FOR_PAYOFF), as the credit report listed them. */
  payoffs?: Array<{ id: string; creditor: string; type: string; balance: number }>;
  selectedAt?: string;
}

export interface StoredHelocSigner {
  /** The invitation's id (co-deeders invited through `POST P/co-deeders`). */
  uuid?: string;
  identityUuid: string | null;
  firstName: string;
  lastName: string;
  email: string;
  role: 'PRIMARY' | 'CO_DEEDER';
  /** Co-deeders: INVITED → ACCEPTED (account made) → SIGNED (their documents signed); or WITHDRAWN. */
  status: string;
  invitedAt?: string;
  acceptedAt?: string;
  signedAt?: string;
  withdrawnAt?: string;
  /** The co-deeder's ID (documents of ID types) and the copies generated for them to sign. */
  identityDocumentUuids?: string[];
  documentUuids?: string[];
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
    /** How many transitions the application has made (= its timeline length); keys its step jobs. */
    stepSeq: integer('step_seq').notNull().default(0),
    selectedPropertyUuid: uuid('selected_property_uuid'),
    /** The generated 001 §3 offer set, as the offers job produced it. */
    offerSet: jsonb('offer_set').$type<Record<string, unknown>>(),
    selectedOffer: jsonb('selected_offer').$type<StoredSelectedOffer>(),
    incomeSources: jsonb('income_sources').$type<Array<Record<string, unknown>>>().notNull().default([]),
    disburseAccount: jsonb('disburse_account').$type<StoredBankAccount>(),
    autopayAccount: jsonb('autopay_account').$type<StoredBankAccount>(),
    payType: text('pay_type'),
    uwCalculatedDrawAmount: numeric('uw_calculated_draw_amount', { precision: 14, scale: 2 }),
    adjustedHomeAmount: numeric('adjusted_home_amount', { precision: 14, scale: 2 }),
    /** The borrower's own home value when no AVM was found (NO_AVM_FOUND → HOME_VALUE_ESTIMATED). */
    estimatedHomeValue: numeric('estimated_home_value', { precision: 14, scale: 2 }),
    hasHmda: boolean('has_hmda').notNull().default(false),
    hmdaAnswers: jsonb('hmda_answers').$type<Record<string, unknown>>(),
    ownershipType: text('ownership_type'),
    trustName: text('trust_name'),
    ssnEncrypted: text('ssn_encrypted'),
    /** The credit-freeze PIN for the next pull only (`v1.…` ciphertext); the pull job clears it. */
    creditFreezePinEncrypted: text('credit_freeze_pin_encrypted'),
    coDeedStatus: text('co_deed_status'),
    insurance: jsonb('insurance').$type<{ complete: boolean; [key: string]: unknown }>(),
    assetDepletion: jsonb('asset_depletion').$type<{ complete: boolean; [key: string]: unknown }>(),
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
    responseBody: jsonb('response_body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identityUuid, table.key] })],
);
