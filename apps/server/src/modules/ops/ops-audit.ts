import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export const OPS_AUDIT_ACTIONS = [
  'staff.logged-in',
  'staff.login-failed',
  'staff.logged-out',
  'ops.application-viewed',
  'ops.condition-raised',
  'ops.condition-resolved',
  'ops.event-sent',
  'ops.sandbox-clock-advanced',
  'borrower.condition-document-uploaded',
] as const;
export type OpsAuditAction = (typeof OPS_AUDIT_ACTIONS)[number];

export interface OpsAuditEvent {
  /** The staff user (or, for a borrower upload, the identity) who acted; null for the system. */
  actorUuid: string | null;
  actorType: 'staff' | 'identity' | 'system';
  action: OpsAuditAction;
  entityType: 'staff_user' | 'heloc_application' | 'application_condition' | 'sandbox_clock';
  entityUuid: string | null;
  /** Never PII: ids, events, steps, categories, the request id. */
  details?: Record<string, unknown>;
}

/**
 * The shared audit trail (audit_events), written by the ops and conditions modules. `actorType` sits
 * in the details because the table's actor column predates staff users. Pass the transaction so
 * the audit row commits with the change.
 */
export async function recordOpsAudit(db: Db, event: OpsAuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    actorIdentityUuid: event.actorUuid,
    action: event.action,
    entityType: event.entityType,
    entityUuid: event.entityUuid,
    details: { actorType: event.actorType, ...event.details },
  });
}
