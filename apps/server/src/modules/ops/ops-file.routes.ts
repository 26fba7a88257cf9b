import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { listOpsAuditEvents } from '../audit/ops-audit.service.ts';
import { acceptConditionDocument, rejectConditionDocument } from '../conditions/document-review.service.ts';
import { DOCUMENT_FILE_TYPES } from '../documents/documents.routes.ts';
import { buildSafeFilename } from '../documents/safe-filename.ts';
import { requireApplicationAccess } from './application-access.ts';
import { exportApplication } from './application-export.service.ts';
import { getApplicationFile } from './application-file.service.ts';
import { addApplicationNote, listApplicationNotes } from './application-notes.service.ts';
import { getFileDocuments, readFileDocument, type StaffDocumentFile } from './ops-documents.service.ts';
import { OPS_TAGS } from './ops-route-schemas.ts';
import { revealPii } from './pii-reveal.service.ts';

function sendFile(reply: FastifyReply, file: StaffDocumentFile, disposition: 'inline' | 'attachment') {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * The staff console's application file: people, property, income and bank accounts, the PII reveal,
 * documents, the review of a condition's uploads, internal notes, the file's audit trail and the
 * JSON export. Every route checks the lender first: another lender's application is a 404 and
 * nothing is written.
 */
const opsFileRoutes: FastifyPluginAsync = async (app) => {
  const tags = OPS_TAGS;
  const preHandler = requireApplicationAccess(app);
  const deps = () => ({ db: app.db, piiKey: app.config.piiKey });

  registerEndpoint(app, opsFileApi.file, {
    tags,
    preHandler,
    summary: 'The file’s people, property and valuation, income and bank accounts (PII masked for SUPPORT)',
    handler: (request) => getApplicationFile(deps(), request.staff, request.params.uuid),
  });

  registerEndpoint(app, opsFileApi.revealPii, {
    tags,
    preHandler,
    summary:
      'The SSN and date of birth of the applicant or a signer, unmasked; a reason is required and audited',
    handler: (request) => revealPii(deps(), request.staff, request.params.uuid, request.body),
  });

  registerEndpoint(app, opsFileApi.documents, {
    tags,
    preHandler,
    summary:
      'Every document of the application, oldest first, with who added it and the condition it answers',
    handler: (request) => getFileDocuments(app.db, request.staff, request.params.uuid),
  });

  for (const [endpoint, disposition] of [
    [opsFileApi.viewDocument, 'inline'],
    [opsFileApi.downloadDocument, 'attachment'],
  ] as const) {
    registerEndpoint(app, endpoint, {
      tags,
      preHandler,
      produces: DOCUMENT_FILE_TYPES,
      summary:
        disposition === 'inline'
          ? 'A document’s file to show in the console (Content-Disposition inline); audited'
          : 'A document’s file to save (Content-Disposition attachment); audited',
      handler: async (request, reply) => {
        const file = await readFileDocument(
          { db: app.db, storage: app.documents },
          request.staff,
          request.params,
          disposition,
        );
        return sendFile(reply, file, disposition);
      },
    });
  }

  registerEndpoint(app, opsFileApi.acceptDocument, {
    tags,
    preHandler,
    errors: [409],
    summary: 'Accept a document uploaded for a condition (409 once reviewed or the condition is resolved)',
    handler: (request) =>
      acceptConditionDocument(app.db, {
        staffUuid: request.staff.uuid,
        applicationUuid: request.params.uuid,
        conditionUuid: request.params.id,
        documentUuid: request.params.documentUuid,
      }),
  });

  registerEndpoint(app, opsFileApi.rejectDocument, {
    tags,
    preHandler,
    errors: [409],
    summary:
      'Reject a document uploaded for a condition with a reason the borrower reads; the condition reopens',
    handler: (request) =>
      rejectConditionDocument(
        app.db,
        {
          staffUuid: request.staff.uuid,
          applicationUuid: request.params.uuid,
          conditionUuid: request.params.id,
          documentUuid: request.params.documentUuid,
        },
        request.body.reason,
      ),
  });

  registerEndpoint(app, opsFileApi.notes, {
    tags,
    preHandler,
    summary: 'The internal notes of the application, newest first (staff only)',
    handler: (request) => listApplicationNotes(app.db, request.params.uuid),
  });

  registerEndpoint(app, opsFileApi.addNote, {
    tags,
    preHandler,
    summary: 'Add an internal note to the application (never shown to the borrower)',
    handler: (request) => addApplicationNote(app.db, request.staff.uuid, request.params.uuid, request.body),
  });

  registerEndpoint(app, opsFileApi.auditTrail, {
    tags,
    preHandler,
    summary: 'The audit events about the application and its conditions, newest first',
    handler: (request) =>
      listOpsAuditEvents(app.db, request.staff, { ...request.query, applicationUuid: request.params.uuid }),
  });

  registerEndpoint(app, opsFileApi.export, {
    tags,
    preHandler,
    summary: 'The whole file as one JSON document (PII masked without applications.pii); audited',
    handler: async (request, reply) => {
      const exported = await exportApplication(deps(), request.staff, request.params.uuid);
      const filename = buildSafeFilename(['application', exported.detail.application.loanNumber], 'json');
      reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store');
      return exported;
    },
  });
};

export default opsFileRoutes;
