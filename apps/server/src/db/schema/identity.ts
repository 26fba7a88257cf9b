import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A login: e-mail (stored lower-cased, unique case-insensitively) and an argon2id password hash. */
export const identities = pgTable(
  'identities',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    organizationCode: text('organization_code').notNull(),
    profileType: text('profile_type').notNull().default('BORROWER'),
    isBroker: boolean('is_broker').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identities_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** Alternative identifiers of an identity; one per type (API-049: type 'Phone'). */
export const identityAliases = pgTable(
  'identity_aliases',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('identity_aliases_identity_type_unique').on(table.identityUuid, table.type)],
);

/** Sessions ended by logout, kept until the session would have ended anyway. */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    identityUuid: uuid('identity_uuid').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('revoked_sessions_expires_at_idx').on(table.expiresAt)],
);
