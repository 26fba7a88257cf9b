import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredAddress, StoredPhoneNumber } from '../../modules/profile/stored-profile.ts';
import { identities } from './identity.ts';

/** The borrower's personal data (API-011). `dob_encrypted` holds `v1.<iv>.<tag>.<ct>` (lib/pii.ts). */
export const profiles = pgTable(
  'profiles',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    type: text('type').notNull().default('BORROWER'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    suffix: text('suffix'),
    email: text('email').notNull(),
    dobEncrypted: text('dob_encrypted'),
    hasSsn: boolean('has_ssn').notNull().default(false),
    phoneNumbers: jsonb('phone_numbers').$type<StoredPhoneNumber[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<StoredAddress[]>().notNull().default([]),
    optimizelyProfileUuid: uuid('optimizely_profile_uuid'),
    /** The language everything sent to the borrower is written in (`Language`: en, es). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_identity_uuid_idx').on(table.identityUuid),
    check('profiles_language_check', sql`${table.language} in ('en', 'es')`),
  ],
);
