import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * WebAuthn passkeys, a staff user's alternative second factor: the credential id and its public
 * key (COSE, base64url) as the authenticator registered them, and the signature counter last seen
 * (a lower or equal one later means a cloned authenticator, and is refused).
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    staffUuid: uuid('staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('staff_passkeys_staff_idx').on(table.staffUuid)],
);

/**
 * A WebAuthn challenge waiting for the browser's answer (five minutes, one use): a registration's
 * (`register:<staff uuid>`) or a log-in's (`login:<password step's challenge hash>`).
 */
export const staffPasskeyChallenges = pgTable('staff_passkey_challenges', {
  key: text('key').primaryKey(),
  staffUuid: uuid('staff_uuid')
    .notNull()
    .references(() => staffUsers.uuid, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
