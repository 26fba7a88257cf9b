import {
  zApplicationParams,
  zApplicationStepStatus,
  zBorrowerTimeline,
  zHelocApplication,
  zHelocApplicationList,
} from '../application/heloc-application-dto.ts';
import { zOrgQuery } from '../identity/org-query.ts';
import { zCoDeederBody, zCoDeederParams, zCoDeedInvite, zCoDeedStatus } from '../journey/co-deed.ts';
import { zSignDocumentBody } from '../journey/document-signing.ts';
import { zDocumentList, zDocumentParams, zSignedDocument } from '../journey/documents.ts';
import { zRescindBody, zRescindResult } from '../journey/rescission.ts';
import { APPLICATION_API, BORROWER_STATUS_API, HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-032, API-015, the server step (000 §7) and the step moves (decision 007). */
export const applicationApi = {
  list: defineEndpoint({
    id: 'application.list',
    method: 'GET',
    path: `${APPLICATION_API}/heloc/all`,
    auth: 'bearer',
    query: zOrgQuery,
    response: zHelocApplicationList,
  }),
  get: defineEndpoint({
    id: 'application.get',
    method: 'GET',
    path: HELOC_API,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zHelocApplication,
  }),
  stepStatus: defineEndpoint({
    id: 'application.stepStatus',
    method: 'GET',
    path: BORROWER_STATUS_API,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zApplicationStepStatus,
  }),
  timeline: defineEndpoint({
    id: 'application.timeline',
    method: 'GET',
    path: `${HELOC_API}/timeline`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zBorrowerTimeline,
  }),
};

/** Decision 007 "documents": the owner's documents, their files, and signing one. */
export const documentsApi = {
  list: defineEndpoint({
    id: 'documents.list',
    method: 'GET',
    path: `${HELOC_API}/documents`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zDocumentList,
  }),
  file: defineEndpoint({
    id: 'documents.file',
    method: 'GET',
    path: `${HELOC_API}/documents/:documentUuid`,
    auth: 'bearer',
    params: zDocumentParams,
    query: zOrgQuery,
    response: 'file',
  }),
  sign: defineEndpoint({
    id: 'documents.sign',
    method: 'POST',
    path: `${HELOC_API}/documents/:documentUuid/sign`,
    auth: 'bearer',
    params: zDocumentParams,
    body: zSignDocumentBody,
    response: zSignedDocument,
  }),
};

/** Decision 007: the other owners on title (CO_DEED_REQ) and their invitations (API-026). */
export const coDeedApi = {
  invite: defineEndpoint({
    id: 'coDeed.invite',
    method: 'POST',
    path: `${HELOC_API}/co-deeders`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zCoDeederBody,
    response: zCoDeedInvite,
    status: 201,
  }),
  resend: defineEndpoint({
    id: 'coDeed.resend',
    method: 'POST',
    path: `${HELOC_API}/co-deeders/:inviteUuid/resend`,
    auth: 'bearer',
    params: zCoDeederParams,
    response: zCoDeedInvite,
  }),
  withdraw: defineEndpoint({
    id: 'coDeed.withdraw',
    method: 'DELETE',
    path: `${HELOC_API}/co-deeders/:inviteUuid`,
    auth: 'bearer',
    params: zCoDeederParams,
    response: zCoDeedInvite,
  }),
  status: defineEndpoint({
    id: 'coDeed.status',
    method: 'GET',
    path: `${APPLICATION_API}/heloc/co-deed/status`,
    auth: 'bearer',
    response: zCoDeedStatus,
  }),
};

/** Decision 007: the right to cancel (RESCISSION → RESCINDED → CANCELLED). */
export const rescissionApi = {
  rescind: defineEndpoint({
    id: 'rescission.rescind',
    method: 'POST',
    path: `${HELOC_API}/rescind`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zRescindBody,
    response: zRescindResult,
  }),
};
