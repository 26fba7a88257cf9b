import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zOrgQuery } from '@hearth/domain/identity/identity-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { configureDocumentStorage, DEFAULT_MAX_UPLOAD_BYTES } from './document-storage.ts';
import { zDocumentBytes, zDocumentList, zDocumentParams } from './documents.schemas.ts';
import { listOwnDocuments, readOwnDocument } from './documents.service.ts';
import { buildContentDisposition } from './safe-filename.ts';

const tags = ['documents'];
const BASE = '/service-application/api/v1/application/heloc/:uuid/documents';

export interface DocumentsRoutesOptions {
  /** Largest upload storeUpload accepts (10 MB unless given). */
  maxUploadBytes?: number;
}

/**
 * Decision 007 "documents": sets the process's document storage (DATA_DIR/documents) for the seam
 * functions, and serves the owner's documents. Everyone else gets 404, whatever uuid they try.
 */
const documentsRoutes: FastifyPluginAsync<DocumentsRoutesOptions> = async (plugin, options) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  configureDocumentStorage({
    dataDir: app.config.dataDir,
    piiKey: app.config.piiKey,
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
  });

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
      const file = await readOwnDocument(app.db, request.user.identityUuid, {
        applicationUuid: request.params.uuid,
        documentUuid: request.params.documentUuid,
      });
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', buildContentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );
};

export default documentsRoutes;
