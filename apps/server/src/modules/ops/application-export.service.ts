import { APPLICATION_EXPORT_FORMAT, type OpsApplicationExport } from '@hearth/domain/ops/application-file';
import { hasPermission } from '@hearth/domain/ops/staff-permissions';
import { appendAudit } from '../audit/audit.repository.ts';
import { listOpsAuditEvents } from '../audit/ops-audit.service.ts';
import type { AuthenticatedStaff } from '../staff/staff-auth.plugin.ts';
import { buildApplicationFile, type FileDeps, loadStaffApplication } from './application-file.service.ts';
import { listApplicationNotes } from './application-notes.service.ts';
import { buildOpsApplicationDetail } from './ops-application.service.ts';
import { listFileDocuments } from './ops-documents.service.ts';

/** The most audit events one export carries, newest first. */
export const EXPORT_AUDIT_LIMIT = 1000;

/**
 * The whole file as one JSON document: detail, people, property, income, bank accounts,
 * documents (their descriptions, not their bytes), notes, and for staff who may read the audit
 * log the file's audit trail. PII as the staff user sees it in the console; the export is audited.
 */
export async function exportApplication(
  deps: FileDeps,
  staff: Pick<AuthenticatedStaff, 'uuid' | 'email' | 'role' | 'orgCodes'>,
  uuid: string,
): Promise<OpsApplicationExport> {
  const found = await loadStaffApplication(deps.db, staff, uuid);
  const piiMasked = !hasPermission(staff.role, 'applications.pii');
  const auditTrail = hasPermission(staff.role, 'audit.read')
    ? (
        await listOpsAuditEvents(deps.db, staff, {
          applicationUuid: uuid,
          page: 1,
          pageSize: EXPORT_AUDIT_LIMIT,
        })
      ).items
    : null;
  const exported: OpsApplicationExport = {
    format: APPLICATION_EXPORT_FORMAT,
    exportedAt: new Date().toISOString(),
    exportedBy: { uuid: staff.uuid, email: staff.email },
    piiMasked,
    detail: await buildOpsApplicationDetail(deps, staff, found),
    file: await buildApplicationFile(deps, staff, found.application, found.email),
    documents: await listFileDocuments(deps.db, found.application),
    notes: await listApplicationNotes(deps.db, uuid),
    auditTrail,
  };
  await appendAudit(deps.db, {
    action: 'ops.application-exported',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: uuid,
    payload: { piiMasked },
  });
  return exported;
}
