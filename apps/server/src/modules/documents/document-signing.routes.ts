import { zSignDocumentBody } from '@hearth/domain/journey/document-signing';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { signOwnDocument } from './document-signing.service.ts';
import { zDocumentParams, zDocumentSummary } from './documents.schemas.ts';

const zSignedDocument = z.object({
  document: zDocumentSummary,
  stepCompleted: z.boolean(),
  serverStep: z.string(),
});

/** Decision 007: the borrower signs a generated document of the current signing step. */
const documentSigningRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/service-application/api/v1/application/heloc/:uuid/documents/:documentUuid/sign',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        summary:
          'Sign a document read to its end (SUMMARY_DISCLOSURE → SUMMARY_SIGNED, NOTE_SIGNING → NOTE_SIGNED once all are signed); 404 for anyone else’s, 409 twice or at another step',
        security: BEARER_SECURITY,
        params: zDocumentParams,
        body: zSignDocumentBody,
        response: { 200: zSignedDocument, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) =>
      signOwnDocument(app.db, {
        identityUuid: request.user.identityUuid,
        applicationUuid: request.params.uuid,
        documentUuid: request.params.documentUuid,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        body: request.body,
        piiKey: app.config.piiKey,
        storage: app.documents,
      }),
  );
};

export default documentSigningRoutes;
