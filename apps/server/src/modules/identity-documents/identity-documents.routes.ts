import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { borrowerIdHolder, uploadIdentityDocuments } from './identity-documents.service.ts';
import { readIdUpload } from './read-id-upload.ts';

/** Decision 007: the borrower's ID for IDENTITY_VERIFICATION. */
const identityDocumentRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, identityDocumentsApi.upload, {
    tags: ['journey: identity'],
    errors: [409, 413],
    summary:
      'Upload your ID (multipart `idType`: DRIVERS_LICENSE, PASSPORT, STATE_ID_CARD or PERMANENT_RESIDENT_CARD; `front`; `back` for the cards): JPEG, PNG, HEIC or PDF by content',
    handler: async (request) => {
      const upload = await readIdUpload(request, app.documents.maxUploadBytes);
      const owner = { uuid: request.params.uuid, identityUuid: request.user.identityUuid };
      return uploadIdentityDocuments(app.db, borrowerIdHolder(owner, upload.idType), upload, app.documents);
    },
  });
};

export default identityDocumentRoutes;
