import type {
  OpsAuditEvent,
  OpsAuditExportQuery,
  OpsAuditPage,
  OpsAuditQuery,
} from '@hearth/domain/ops/audit-log';
import { AUDIT_CSV_COLUMNS } from '@hearth/domain/ops/audit-log';
import type { Db } from '../../db/client.ts';
import { appendAudit, readAuditRow } from './audit.repository.ts';
import { type AuditEventRow, findAuditEvents } from './ops-audit.repository.ts';

/** The most events one export holds, newest first (narrow the dates for older ones). */
export const AUDIT_EXPORT_LIMIT = 50_000;

interface Staff {
  uuid: string;
  orgCodes: readonly string[];
}

function toOpsAuditEvent(row: AuditEventRow): OpsAuditEvent {
  const record = readAuditRow(row);
  return {
    seq: row.seq,
    uuid: row.uuid,
    action: record.action,
    actorType: record.actorType,
    actorUuid: record.actorUuid,
    entityType: record.entityType,
    entityUuid: record.entityUuid,
    payload: record.payload,
    ip: record.ip,
    occurredAt: record.occurredAt.toISOString(),
    hash: row.hash,
  };
}

/** A page of the audit log the staff user may see, newest first. */
export async function listOpsAuditEvents(db: Db, staff: Staff, query: OpsAuditQuery): Promise<OpsAuditPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await findAuditEvents(db, filters, staff.orgCodes, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map(toOpsAuditEvent), page, pageSize, total };
}

/**
 * A cell as CSV holds it: quoted when it must be, and a leading `=`, `+`, `-` or `@` defused so
 * a spreadsheet opening the file never runs it as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) {
    return '';
  }
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The matching events as CSV (newest first, at most AUDIT_EXPORT_LIMIT); the export is itself audited. */
export async function exportOpsAuditEvents(
  db: Db,
  staff: Staff,
  filters: OpsAuditExportQuery,
): Promise<string> {
  const { rows } = await findAuditEvents(db, filters, staff.orgCodes, {
    limit: AUDIT_EXPORT_LIMIT,
    offset: 0,
  });
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const event of rows.map(toOpsAuditEvent)) {
    const cells = [
      event.seq,
      event.occurredAt,
      event.action,
      event.actorType,
      event.actorUuid,
      event.entityType,
      event.entityUuid,
      JSON.stringify(event.payload),
      event.ip,
      event.hash,
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  await appendAudit(db, {
    action: 'ops.audit-exported',
    actor: { type: 'staff', uuid: staff.uuid },
    entityUuid: null,
    payload: { count: rows.length, ...filters },
  });
  return `${lines.join('\r\n')}\r\n`;
}
