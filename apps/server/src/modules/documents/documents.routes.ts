import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zDocumentBytes, zDocumentList, zDocumentParams } from './documents.schemas.ts';
import { listOwnDocuments, readOwnDocument } from './documents.service.ts';
import { buildContentDisposition } from './safe-filename.ts';

const tags = ['documents'];
const BASE = '/service-application/api/v1/application/heloc/:uuid/documents';

/**
 * Decision 007 "documents": serves the owner's documents from the app's storage (`app.documents`,
 * DATA_DIR/documents). Everyone else gets 404, whatever uuid they try.
 */
const documentsRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.get(
    BASE,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The application's documents, oldest first, with their signing state; 404 for anyone else's",
        security: BEARER_SECURITY,
        params: zApplicationParams,
        querystring: zOrgQuery,
        response: { 200: zDocumentList, ...SECURE_ERROR_RESPONSES },
      },
    },
    (request) => listOwnDocuments(app.db, request.user.identityUuid, request.params.uuid),
  );

  app.get(
    `${BASE}/:documentUuid`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The file of one document (the signed copy once signed); owners only, 404 otherwise',
        security: BEARER_SECURITY,
        params: zDocumentParams,
        querystring: zOrgQuery,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
        response: { 200: zDocumentBytes, ...SECURE_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await readOwnDocument(
        app.db,
        request.user.identityUuid,
        { applicationUuid: request.params.uuid, documentUuid: request.params.documentUuid },
        app.documents,
      );
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', buildContentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};

export default documentsRoutes;
