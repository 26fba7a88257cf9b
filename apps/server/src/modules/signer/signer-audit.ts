import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export type CoDeedAuditAction =
  | 'borrower.co-deed-invitation-resent'
  | 'borrower.co-deeder-withdrawn'
  | 'signer.invitation-accepted'
  | 'signer.identity-uploaded'
  | 'signer.document-signed'
  | 'signer.all-signed';

/**
 * One audit_events row about the application, in the write's transaction: who (the borrower, or
 * the owner in the signer area), what, and ids only — never PII.
 */
export async function recordCoDeedAudit(
  tx: Db,
  event: {
    identityUuid: string;
    action: CoDeedAuditAction;
    applicationUuid: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorIdentityUuid: event.identityUuid,
    action: event.action,
    entityType: 'heloc_application',
    entityUuid: event.applicationUuid,
    details: { actorType: event.action.startsWith('signer.') ? 'signer' : 'identity', ...event.details },
  });
}
