import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';

/**
 * A one-time link that lets an owner on title accept their invitation to sign (SGN-001): the
 * token itself is never stored, only its SHA-256; it expires (7 days) and is spent on first use.
 * A new link for the same co-deeder revokes the earlier ones.
 */
export const signerInvitations = pgTable(
  'signer_invitations',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    /** The `helocSigners` entry (its invitation uuid) the link is for. */
    signerUuid: uuid('signer_uuid').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('signer_invitations_signer_idx').on(table.applicationUuid, table.signerUuid)],
);
