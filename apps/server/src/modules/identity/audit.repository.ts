import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export const AUDIT_ACTIONS = [
  'identity.registered',
  'identity.logged-in',
  'identity.login-failed',
  'identity.logged-out',
  'identity.alias-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEvent {
  actorIdentityUuid: string | null;
  action: AuditAction;
  entityType: 'identity' | 'profile' | 'heloc_application';
  entityUuid: string | null;
  /** Never PII: ids, org codes, reasons, the request id. */
  details?: Record<string, unknown>;
}

/** Appends to the audit trail; pass the transaction so the event commits with the change. */
export async function recordAuditEvent(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({ ...event, details: event.details ?? {} });
}
