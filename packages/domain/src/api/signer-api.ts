import { z } from 'zod';
import { zOrgQuery } from '../identity/org-query.ts';
import { zSignDocumentBody } from '../journey/document-signing.ts';
import { zDocumentList, zDocumentSummary } from '../journey/documents.ts';
import {
  zSignerApplication,
  zSignerApplicationList,
  zSignerDocumentParams,
  zSignerIdentityResult,
  zSignerParams,
} from '../signer/signer-application.ts';
import {
  zAcceptInvitationBody,
  zAcceptInvitationResponse,
  zInvitationLookupBody,
  zInvitationSummary,
} from '../signer/signer-invitation.ts';
import { SIGNER_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** `POST …/signer/{uuid}/documents/{documentUuid}/sign`: the signed copy and the signer's progress. */
export const zSignerSignedDocument = z.strictObject({
  document: zDocumentSummary,
  signer: zSignerApplication,
});

/**
 * The additional signer's calls (SGN-001/002, decision 007 "signer calls"). The invitation calls
 * are public: the one-time link is the credential, sent in the body, never the URL.
 */
export const signerApi = {
  lookupInvitation: defineEndpoint({
    id: 'signer.lookupInvitation',
    method: 'POST',
    path: `${SIGNER_API}/invitation`,
    auth: 'public',
    body: zInvitationLookupBody,
    response: zInvitationSummary,
  }),
  acceptInvitation: defineEndpoint({
    id: 'signer.acceptInvitation',
    method: 'POST',
    path: `${SIGNER_API}/invitation/accept`,
    auth: 'public',
    body: zAcceptInvitationBody,
    response: zAcceptInvitationResponse,
  }),
  list: defineEndpoint({
    id: 'signer.list',
    method: 'GET',
    path: SIGNER_API,
    auth: 'bearer',
    query: zOrgQuery,
    response: zSignerApplicationList,
  }),
  uploadIdentity: defineEndpoint({
    id: 'signer.uploadIdentity',
    method: 'POST',
    path: `${SIGNER_API}/:uuid/identity/documents`,
    auth: 'bearer',
    params: zSignerParams,
    multipart: true,
    response: zSignerIdentityResult,
  }),
  documents: defineEndpoint({
    id: 'signer.documents',
    method: 'GET',
    path: `${SIGNER_API}/:uuid/documents`,
    auth: 'bearer',
    params: zSignerParams,
    query: zOrgQuery,
    response: zDocumentList,
  }),
  documentFile: defineEndpoint({
    id: 'signer.documentFile',
    method: 'GET',
    path: `${SIGNER_API}/:uuid/documents/:documentUuid`,
    auth: 'bearer',
    params: zSignerDocumentParams,
    query: zOrgQuery,
    response: 'file',
  }),
  sign: defineEndpoint({
    id: 'signer.sign',
    method: 'POST',
    path: `${SIGNER_API}/:uuid/documents/:documentUuid/sign`,
    auth: 'bearer',
    params: zSignerDocumentParams,
    body: zSignDocumentBody,
    response: zSignerSignedDocument,
  }),
};
