import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** What a borrower did to their application besides a move (moves are in the timeline). */
export type BorrowerAuditAction =
  | 'borrower.income-linked'
  | 'borrower.income-document-uploaded'
  | 'borrower.co-deeder-invited';

/** One audit_events row, in the write's transaction. Never PII: ids, types, masks. */
export async function recordBorrowerAudit(
  tx: Db,
  event: {
    identityUuid: string;
    action: BorrowerAuditAction;
    applicationUuid: string;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(auditEvents).values({
    actorIdentityUuid: event.identityUuid,
    action: event.action,
    entityType: 'heloc_application',
    entityUuid: event.applicationUuid,
    details: { actorType: 'identity', ...event.details },
  });
}
