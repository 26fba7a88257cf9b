import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who (identity, or null for anonymous) did what to which entity, and when. Never holds PII. */
export const auditEvents = pgTable(
  'audit_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    actorIdentityUuid: uuid('actor_identity_uuid'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityUuid: text('entity_uuid'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityUuid),
    index('audit_events_actor_idx').on(table.actorIdentityUuid),
  ],
);
