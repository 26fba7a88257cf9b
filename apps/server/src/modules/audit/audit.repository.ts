import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { StoredDataError } from '../../db/stored-data-error.ts';
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
 * the action's schema; the request's IP is recorded when a person acted.
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
  await db.insert(auditEvents).values({
    action: event.action,
    actorType: event.actor.type,
    actorIdentityUuid: event.actor.type === 'system' ? null : event.actor.uuid,
    entityType: definition.entity,
    entityUuid: event.entityUuid,
    details: parsed.data as StoredAuditPayload,
    ip: event.actor.type === 'system' ? null : currentRequestIp(),
  });
}

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
