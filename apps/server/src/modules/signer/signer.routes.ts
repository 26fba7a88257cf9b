import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import { zSignDocumentBody } from '@hearth/domain/journey/document-signing';
import { zIdentityDocumentFields } from '@hearth/domain/journey/identity-documents';
import {
  SIGNER_API_BASE,
  zSignerApplication,
  zSignerApplicationList,
  zSignerDocumentParams,
  zSignerIdentityResult,
  zSignerParams,
} from '@hearth/domain/signer/signer-application';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseUploadFields, readUploadParts } from '../borrower-writes/read-upload-parts.ts';
import { zDocumentBytes, zDocumentList, zDocumentSummary } from '../documents/documents.schemas.ts';
import { buildContentDisposition } from '../documents/safe-filename.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { uploadSignerIdentity } from './signer-identity.service.ts';
import signerInvitationRoutes from './signer-invitation.routes.ts';
import { listSignerApplications, listSignerDocuments, readSignerDocument } from './signer-read.service.ts';
import { signSignerDocument } from './signer-signing.service.ts';

const tags = ['signer: additional signers'];
const S = SIGNER_API_BASE;

const zSignerSignedDocument = z.strictObject({ document: zDocumentSummary, signer: zSignerApplication });

/**
 * The additional signer's calls (SGN-001/002, decision 007 "signer calls"): each checks that the
 * caller is a co-deeder of that application who accepted their invitation — anyone else, the
 * borrower included, gets 404. The invitation calls are public (the link is the credential).
 */
const signerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const piiKey = app.config.piiKey;
  await app.register(signerInvitationRoutes);

  app.get(
    S,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The applications the caller co-signs as an owner on title, newest first',
        security: BEARER_SECURITY,
        querystring: zOrgQuery,
        response: { 200: zSignerApplicationList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listSignerApplications(app.db, request.user.identityUuid, piiKey),
  );

  app.post(
    `${S}/:uuid/identity/documents`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'The signer’s ID, as the borrower’s ID call (multipart `idType`, `front`, `back` for the cards): JPEG, PNG, HEIC or PDF by content; the first upload prepares the documents to sign',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: zSignerParams,
        response: { 200: zSignerIdentityResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 413: zErrorBody },
      },
    },
    async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['front', 'back'],
        textFields: ['idType'],
        maxBytes: app.documents.maxUploadBytes,
      });
      const { idType } = parseUploadFields(zIdentityDocumentFields, parts.fields);
      return uploadSignerIdentity(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        { idType, front: parts.files.front, back: parts.files.back },
        piiKey,
        app.documents,
      );
    },
  );

  app.get(
    `${S}/:uuid/documents`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The signer’s own copies to sign (deed of trust, notice of right to cancel) and their state',
        security: BEARER_SECURITY,
        params: zSignerParams,
        querystring: zOrgQuery,
        response: { 200: zDocumentList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listSignerDocuments(app.db, { ...request.params, identityUuid: request.user.identityUuid }),
  );

  app.get(
    `${S}/:uuid/documents/:documentUuid`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The PDF of one of the signer’s documents (the signed copy once signed); 404 for any other',
        security: BEARER_SECURITY,
        params: zSignerDocumentParams,
        querystring: zOrgQuery,
        produces: ['application/pdf'],
        response: { 200: zDocumentBytes, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await readSignerDocument(
        app.db,
        { ...request.params, identityUuid: request.user.identityUuid },
        app.documents,
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', buildContentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.post(
    `${S}/:uuid/documents/:documentUuid/sign`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Sign one of the signer’s documents read to its end (CO_DEED_REQ); the last one makes the signer SIGNED and the co-deed step goes on once every owner has; 409 before the ID, twice or at another step',
        security: BEARER_SECURITY,
        params: zSignerDocumentParams,
        body: zSignDocumentBody,
        response: { 200: zSignerSignedDocument, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) =>
      signSignerDocument(
        app.db,
        {
          ...request.params,
          identityUuid: request.user.identityUuid,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        },
        request.body,
        piiKey,
        app.documents,
      ),
  );
};

export default signerRoutes;
