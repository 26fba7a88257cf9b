import { opsAuditApi } from '@hearth/domain/api/audit-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { exportOpsAuditEvents, listOpsAuditEvents } from './ops-audit.service.ts';

/** Staff read and export the audit log (registered inside the ops API's staff scope). */
const opsAuditRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, opsAuditApi.list, {
    tags: ['ops', 'audit'],
    summary:
      'The audit log, newest first, a page at a time (50 unless asked), filtered by action, actor, record, application and dates',
    description:
      'Staff limited to some lenders see only the events about those lenders’ applications (and their conditions).',
    handler: (request) => listOpsAuditEvents(app.db, request.staff, request.query),
  });

  registerEndpoint(app, opsAuditApi.export, {
    tags: ['ops', 'audit'],
    summary: 'The audit log under the same filters as CSV, newest first (at most 50,000 events); audited',
    produces: ['text/csv'],
    handler: async (request, reply) => {
      const csv = await exportOpsAuditEvents(app.db, request.staff, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
};

export default opsAuditRoutes;
