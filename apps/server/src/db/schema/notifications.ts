import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { identities } from './identity.ts';

/**
 * Which notifications a user has read (CND-009). The notifications themselves are derived from
 * what happened (conditions raised, steps that need the borrower, decision 009); only the reading
 * is the user's own act, so only it is stored.
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    identityUuid: uuid('identity_uuid')
      .notNull()
      .references(() => identities.uuid, { onDelete: 'cascade' }),
    notificationUuid: uuid('notification_uuid').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.identityUuid, table.notificationUuid] })],
);
