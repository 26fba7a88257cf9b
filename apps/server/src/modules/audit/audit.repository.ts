import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
import { GENESIS_HASH } from './audit-chain.ts';
import { currentRequestIp } from './audit-context.ts';
import {
  AUDIT_EVENTS,
  type AuditAction,
  type AuditActorType,
  type AuditEntityType,
  type AuditPayload,
  isAuditAction,
  type StoredAuditPayload,
} from './audit-events.ts';

export type AuditActor = { type: Exclude<AuditActorType, 'system'>; uuid: string } | { type: 'system' };

type PayloadField<A extends AuditAction> =
  Record<string, never> extends AuditPayload<A>
    ? { payload?: AuditPayload<A> }
    : { payload: AuditPayload<A> };

export type AuditEventInput<A extends AuditAction> = {
  action: A;
  actor: AuditActor;
  /** The record the event is about (its type follows from the action); null when there is none. */
  entityUuid: string | null;
} & PayloadField<A>;

export class InvalidAuditEventError extends Error {
  constructor(action: string, detail: string) {
    super(`Audit event ${action} refused: ${detail}`);
    this.name = 'InvalidAuditEventError';
  }
}

/**
 * The one way to write the audit trail: appends a row (never updates one — the table refuses it),
 * in the caller's transaction so the event commits with the change. The payload is checked against
 * the action's schema; the request's IP is recorded when a person acted. The row takes the next
 * `seq` and chains to the last row's hash (`audit-chain.ts`) under a transaction-scoped advisory
 * lock, so appends from every instance and transaction form one line.
 */
export async function appendAudit<A extends AuditAction>(db: Db, event: AuditEventInput<A>): Promise<void> {
  const definition = AUDIT_EVENTS[event.action];
  const parsed = definition.payload.safeParse(event.payload ?? {});
  if (!parsed.success) {
    throw new InvalidAuditEventError(
      event.action,
      parsed.error.issues.map((issue) => issue.message).join('; '),
    );
  }
  const actorUuid = event.actor.type === 'system' ? null : event.actor.uuid;
  const ip = event.actor.type === 'system' ? null : currentRequestIp();
  const details = JSON.stringify(parsed.data);
  await db.transaction(async (tx) => {
    // One writer at a time, until its transaction ends: the next row chains to a committed one.
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
    await tx.execute(sql`
      with last as (select seq, hash from audit_events order by seq desc limit 1),
      next as (
        select coalesce((select seq from last), 0) + 1 as seq,
               coalesce((select hash from last), ${GENESIS_HASH}) as prev_hash,
               gen_random_uuid() as uuid,
               now() as occurred_at
      )
      insert into audit_events
        (uuid, seq, prev_hash, hash, actor_identity_uuid, actor_type, action, entity_type, entity_uuid, details, ip, occurred_at)
      select next.uuid, next.seq, next.prev_hash,
             audit_event_hash(next.prev_hash, next.seq, next.uuid, ${event.action}, ${event.actor.type},
               ${actorUuid}::uuid, ${definition.entity}, ${event.entityUuid}, ${details}::jsonb, ${ip}, next.occurred_at),
             ${actorUuid}::uuid, ${event.actor.type}, ${event.action}, ${definition.entity}, ${event.entityUuid},
             ${details}::jsonb, ${ip}, next.occurred_at
      from next`);
  });
}

/** The advisory lock key that serialises appends to the chain across instances ('AUDIT'). */
export const AUDIT_CHAIN_LOCK = 0x4155444954;

export interface AuditRecord {
  action: AuditAction;
  actorType: AuditActorType;
  actorUuid: string | null;
  entityType: AuditEntityType;
  entityUuid: string | null;
  payload: StoredAuditPayload;
  ip: string | null;
  occurredAt: Date;
}

/** The audit trail of one record, oldest first; a stored row that fits no event is refused. */
export async function listAuditTrail(db: Db, entityUuid: string): Promise<AuditRecord[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entityUuid, entityUuid))
    .orderBy(asc(auditEvents.occurredAt));
  return rows.map(readAuditRow);
}

export function readAuditRow(row: typeof auditEvents.$inferSelect): AuditRecord {
  if (!isAuditAction(row.action)) {
    throw new InvalidAuditEventError(row.action, 'unknown action');
  }
  const definition = AUDIT_EVENTS[row.action];
  if (definition.entity !== row.entityType) {
    throw new InvalidAuditEventError(row.action, `stored row ${row.uuid} is about a ${row.entityType}`);
  }
  const parsed = definition.payload.safeParse(row.details);
  if (!parsed.success) {
    throw new StoredDataError('audit_events', 'details', 'read', parsed.error, row.uuid);
  }
  return {
    action: row.action,
    actorType: row.actorType,
    actorUuid: row.actorIdentityUuid,
    entityType: definition.entity,
    entityUuid: row.entityUuid,
    payload: parsed.data as StoredAuditPayload,
    ip: row.ip,
    occurredAt: row.occurredAt,
  };
}
