import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AuditActorType, StoredAuditPayload } from '../../modules/audit/audit-events.ts';

/**
 * The audit trail: who (actor type and uuid — an identity, a staff user, or null for the system),
 * what (action, payload), when, which record, and from which IP when a request carried it. Written
 * only by `appendAudit` (modules/audit); append-only — the database refuses UPDATE, DELETE and
 * TRUNCATE. Never holds PII. Tamper-evident: each row carries the hash of the one before it
 * (`prev_hash`, by `seq`) and its own `hash` over both and its fields (`audit-chain.ts`).
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
    /** The row's place in the one linear chain: 1, 2, 3… with no gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The previous row's `hash` (64 zeros for the first row). */
    prevHash: text('prev_hash').notNull(),
    /** SHA-256 (hex) of the canonical encoding of `prev_hash`, `seq` and the row's fields. */
    hash: text('hash').notNull(),
  },
  (table) => [
    uniqueIndex('audit_events_seq_idx').on(table.seq),
    index('audit_events_occurred_at_idx').on(table.occurredAt),
    index('audit_events_entity_idx').on(table.entityType, table.entityUuid),
    index('audit_events_actor_idx').on(table.actorIdentityUuid),
  ],
);
