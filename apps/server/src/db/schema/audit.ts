import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditActorType, StoredAuditPayload } from '../../modules/audit/audit-events.ts';

/**
 * The audit trail: who (actor type and uuid — an identity, a staff user, or null for the system),
 * what (action, payload), when, which record, and from which IP when a request carried it. Written
 * only by `appendAudit` (modules/audit); append-only — the database refuses UPDATE, DELETE and
 * TRUNCATE. Never holds PII.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** The actor's uuid: an identity (borrower or signer) or a staff user; null for the system. */
    actorIdentityUuid: uuid('actor_identity_uuid'),
    actorType: text('actor_type').$type<AuditActorType>().notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityUuid: text('entity_uuid'),
    details: jsonb('details').$type<StoredAuditPayload>().notNull().default({}),
    ip: text('ip'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_events_entity_idx').on(table.entityType, table.entityUuid),
    index('audit_events_actor_idx').on(table.actorIdentityUuid),
  ],
);
