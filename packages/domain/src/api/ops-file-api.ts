import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zRejectDocumentBody } from '../conditions/document-review.ts';
import {
  zAddNoteBody,
  zOpsApplicationExport,
  zOpsApplicationFile,
  zOpsConditionDocumentParams,
  zOpsDocumentList,
  zOpsDocumentParams,
  zOpsFileAuditQuery,
  zOpsNote,
  zOpsNoteList,
  zRevealPiiBody,
  zRevealPiiResponse,
} from '../ops/application-file.ts';
import { zOpsAuditPage } from '../ops/audit-log.ts';
import { zOpsCondition } from '../ops/ops-dto.ts';
import { OPS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

const APPLICATION = `${OPS_API}/applications/:uuid` as const;

/**
 * The staff console's application file, beyond `ops.application`: people, property, income and
 * bank accounts; a reveal of an SSN and date of birth (with a reason, audited); every document,
 * viewed inline or downloaded (audited); the review of a condition's uploads; internal notes; the
 * file's audit trail; and the whole file as one JSON document (audited). Another lender's
 * application is a 404 on every call.
 */
export const opsFileApi = {
  file: defineEndpoint({
    id: 'opsFile.file',
    permission: 'applications.read',
    method: 'GET',
    path: `${APPLICATION}/file`,
    auth: 'staff',
    params: zApplicationParams,
    response: zOpsApplicationFile,
  }),
  revealPii: defineEndpoint({
    id: 'opsFile.revealPii',
    permission: 'applications.pii',
    method: 'POST',
    path: `${APPLICATION}/pii/reveal`,
    auth: 'staff',
    params: zApplicationParams,
    body: zRevealPiiBody,
    response: zRevealPiiResponse,
  }),
  documents: defineEndpoint({
    id: 'opsFile.documents',
    permission: 'applications.read',
    method: 'GET',
    path: `${APPLICATION}/documents`,
    auth: 'staff',
    params: zApplicationParams,
    response: zOpsDocumentList,
  }),
  /** The bytes with `Content-Disposition: inline` (PDFs and images shown in the console). */
  viewDocument: defineEndpoint({
    id: 'opsFile.viewDocument',
    permission: 'applications.pii',
    method: 'GET',
    path: `${APPLICATION}/documents/:documentUuid/view`,
    auth: 'staff',
    params: zOpsDocumentParams,
    response: 'file',
  }),
  /** The bytes with `Content-Disposition: attachment`. */
  downloadDocument: defineEndpoint({
    id: 'opsFile.downloadDocument',
    permission: 'applications.pii',
    method: 'GET',
    path: `${APPLICATION}/documents/:documentUuid/download`,
    auth: 'staff',
    params: zOpsDocumentParams,
    response: 'file',
  }),
  acceptDocument: defineEndpoint({
    id: 'opsFile.acceptDocument',
    permission: 'conditions.manage',
    method: 'POST',
    path: `${APPLICATION}/conditions/:id/documents/:documentUuid/accept`,
    auth: 'staff',
    params: zOpsConditionDocumentParams,
    response: zOpsCondition,
  }),
  rejectDocument: defineEndpoint({
    id: 'opsFile.rejectDocument',
    permission: 'conditions.manage',
    method: 'POST',
    path: `${APPLICATION}/conditions/:id/documents/:documentUuid/reject`,
    auth: 'staff',
    params: zOpsConditionDocumentParams,
    body: zRejectDocumentBody,
    response: zOpsCondition,
  }),
  notes: defineEndpoint({
    id: 'opsFile.notes',
    permission: 'applications.read',
    method: 'GET',
    path: `${APPLICATION}/notes`,
    auth: 'staff',
    params: zApplicationParams,
    response: zOpsNoteList,
  }),
  addNote: defineEndpoint({
    id: 'opsFile.addNote',
    permission: 'notes.write',
    method: 'POST',
    path: `${APPLICATION}/notes`,
    auth: 'staff',
    params: zApplicationParams,
    body: zAddNoteBody,
    response: zOpsNote,
    status: 201,
  }),
  auditTrail: defineEndpoint({
    id: 'opsFile.auditTrail',
    permission: 'audit.read',
    method: 'GET',
    path: `${APPLICATION}/audit-events`,
    auth: 'staff',
    params: zApplicationParams,
    query: zOpsFileAuditQuery,
    response: zOpsAuditPage,
  }),
  export: defineEndpoint({
    id: 'opsFile.export',
    permission: 'applications.read',
    method: 'GET',
    path: `${APPLICATION}/export`,
    auth: 'staff',
    params: zApplicationParams,
    response: zOpsApplicationExport,
  }),
};
