import { documentsApi } from '@hearth/domain/api/application-api';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zDocumentBytes, zDocumentParams } from './documents.schemas.ts';
import { listOwnDocuments, readOwnDocument } from './documents.service.ts';
import { buildContentDisposition } from './safe-filename.ts';

const tags = ['documents'];

/** The file types a document download may answer, for OpenAPI. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'];

/**
 * Decision 007 "documents": serves the owner's documents from the app's storage (`app.documents`,
 * DATA_DIR/documents). Everyone else gets 404, whatever uuid they try.
 */
const documentsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, documentsApi.list, {
    tags,
    summary: "The application's documents, oldest first, with their signing state; 404 for anyone else's",
    handler: (request) => listOwnDocuments(app.db, request.user.identityUuid, request.params.uuid),
  });

  // A file answer declares its content types, which the endpoint registration does not describe.
  app.get(
    documentsApi.file.path,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The file of one document (the signed copy once signed); owners only, 404 otherwise',
        security: BEARER_SECURITY,
        params: zDocumentParams,
        querystring: zOrgQuery,
        produces: DOCUMENT_FILE_TYPES,
        response: { 200: zDocumentBytes, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const stored = await readOwnDocument(
        app.db,
        request.user.identityUuid,
        { applicationUuid: request.params.uuid, documentUuid: request.params.documentUuid },
        app.documents,
      );
      return reply
        .header('content-type', stored.mime)
        .header('content-disposition', buildContentDisposition(stored.filename))
        .header('cache-control', 'private, no-store')
        .send(stored.bytes);
    },
  );
};

export default documentsRoutes;
