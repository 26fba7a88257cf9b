import { zOpsAuditExportQuery, zOpsAuditPage, zOpsAuditQuery } from '../ops/audit-log.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Staff read the audit log, a page at a time, newest first, and export it as CSV. */
export const opsAuditApi = {
  list: defineEndpoint({
    id: 'opsAudit.list',
    permission: 'audit.read',
    method: 'GET',
    path: `${OPS_API}/audit-events`,
    auth: 'staff',
    query: zOpsAuditQuery,
    response: zOpsAuditPage,
  }),
  export: defineEndpoint({
    id: 'opsAudit.export',
    permission: 'audit.read',
    method: 'GET',
    path: `${OPS_API}/audit-events/export`,
    auth: 'staff',
    query: zOpsAuditExportQuery,
    response: 'file',
  }),
};
