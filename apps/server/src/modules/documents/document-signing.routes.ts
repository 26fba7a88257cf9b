import { documentsApi } from '@hearth/domain/api/application-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { signOwnDocument } from './document-signing.service.ts';

/** Decision 007: the borrower signs a generated document of the current signing step. */
const documentSigningRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, documentsApi.sign, {
    tags: ['documents'],
    errors: [409],
    summary:
      'Sign a document read to its end (SUMMARY_DISCLOSURE → SUMMARY_SIGNED, NOTE_SIGNING → NOTE_SIGNED once all are signed); 404 for anyone else’s, 409 twice or at another step',
    handler: (request) =>
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
  });
};

export default documentSigningRoutes;
