import { documentsApi } from '@hearth/domain/api/application-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { listOwnDocuments, readOwnDocument } from './documents.service.ts';
import { buildContentDisposition } from './safe-filename.ts';

const tags = ['documents'];

/** The file types a document download may answer, for OpenAPI. */
export const DOCUMENT_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'];

/**
 * Decision 007 "documents": serves the owner's documents from the app's storage (`app.documents`:
 * PostgreSQL, or DATA_DIR/documents on PGlite). Everyone else gets 404, whatever uuid they try.
 */
const documentsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, documentsApi.list, {
    tags,
    summary: "The application's documents, oldest first, with their signing state; 404 for anyone else's",
    handler: (request) => listOwnDocuments(app.db, request.user.identityUuid, request.params.uuid),
  });

  registerEndpoint(app, documentsApi.file, {
    tags,
    summary: 'The file of one document (the signed copy once signed); owners only, 404 otherwise',
    produces: DOCUMENT_FILE_TYPES,
    handler: async (request, reply) => {
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
  });
};

export default documentsRoutes;
