import { identityDocumentsApi } from '@hearth/domain/api/identity-api';
import { zIdentityDocumentFields } from '@hearth/domain/journey/identity-documents';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { parseUploadFields, readUploadParts } from '../borrower-writes/read-upload-parts.ts';
import { uploadIdentityDocuments } from './identity-documents.service.ts';

/** Decision 007: the borrower's ID for IDENTITY_VERIFICATION. */
const identityDocumentRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, identityDocumentsApi.upload, {
    tags: ['journey: identity'],
    errors: [409, 413],
    summary:
      'Upload your ID (multipart `idType`: DRIVERS_LICENSE, PASSPORT, STATE_ID_CARD or PERMANENT_RESIDENT_CARD; `front`; `back` for the cards): JPEG, PNG, HEIC or PDF by content',
    handler: async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['front', 'back'],
        textFields: ['idType'],
        maxBytes: app.documents.maxUploadBytes,
      });
      const { idType } = parseUploadFields(zIdentityDocumentFields, parts.fields);
      return uploadIdentityDocuments(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        { idType, front: parts.files.front, back: parts.files.back },
        app.documents,
      );
    },
  });
};

export default identityDocumentRoutes;
