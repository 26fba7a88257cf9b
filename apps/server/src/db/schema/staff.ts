import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Lender operations staff (the ops API). Kept apart from `identities` so that a borrower account can
 * never be promoted by a data slip, and a staff login never reaches a borrower route. Roles and
 * what each may do: packages/domain/src/ops/staff-role.ts and staff-permissions.ts.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('SUPPORT'),
    active: boolean('active').notNull().default(true),
    /** The lenders (org codes) they work for; empty = every lender. */
    orgCodes: text('org_codes').array().notNull().default(sql`'{}'::text[]`),
    /** The TOTP secret, encrypted under PII_KEY; set at enrolment, confirmed by a first code. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_users_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** One-time recovery codes (SHA-256 of 80 random bits each), used instead of a TOTP code. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffUuid: uuid('staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.staffUuid, table.codeHash] })],
);

/** A password accepted, waiting for the second factor (five minutes, one use). */
export const staffLoginChallenges = pgTable(
  'staff_login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffUuid: uuid('staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_login_challenges_expires_at_idx').on(table.expiresAt)],
);

/**
 * Staff sessions, shared by every instance: a request touches `last_seen_at`, and a session idle
 * for 15 minutes, past its end, or revoked is refused.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    staffUuid: uuid('staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffUuid)],
);

/** An invitation to join as staff: a one-time link (SHA-256 at rest), 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    orgCodes: text('org_codes').array().notNull().default(sql`'{}'::text[]`),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByStaffUuid: uuid('invited_by_staff_uuid').references(() => staffUsers.uuid),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_invitations_email_idx').on(sql`lower(${table.email})`)],
);
