import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zIdentityDocumentFields, zIdentityDocumentsResult } from '@hearth/domain/journey/identity-documents';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseUploadFields, readUploadParts } from '../borrower-writes/read-upload-parts.ts';
import { getDocumentStorage } from '../documents/document-storage.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { uploadIdentityDocuments } from './identity-documents.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';

/** Decision 007: the borrower's ID for IDENTITY_VERIFICATION. */
const identityDocumentRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${P}/identity/documents`,
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['journey: identity'],
        summary:
          'Upload your ID (multipart `idType`: DRIVERS_LICENSE, PASSPORT, STATE_ID_CARD or PERMANENT_RESIDENT_CARD; `front`; `back` for the cards): JPEG, PNG, HEIC or PDF by content',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: zApplicationParams,
        response: {
          200: zIdentityDocumentsResult,
          ...SECURE_ERROR_RESPONSES,
          409: zErrorBody,
          413: zErrorBody,
        },
      },
    },
    async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['front', 'back'],
        textFields: ['idType'],
        maxBytes: getDocumentStorage().maxUploadBytes,
      });
      const { idType } = parseUploadFields(zIdentityDocumentFields, parts.fields);
      return uploadIdentityDocuments(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        { idType, front: parts.files.front, back: parts.files.back },
      );
    },
  );
};

export default identityDocumentRoutes;
