import { signerApi } from '@hearth/domain/api/signer-api';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { buildContentDisposition } from '../documents/safe-filename.ts';
import { uploadIdentityDocuments } from '../identity-documents/identity-documents.service.ts';
import { readIdUpload } from '../identity-documents/read-id-upload.ts';
import { signerIdHolder } from './signer-identity.service.ts';
import signerInvitationRoutes from './signer-invitation.routes.ts';
import { listSignerApplications, listSignerDocuments, readSignerDocument } from './signer-read.service.ts';
import { signSignerDocument } from './signer-signing.service.ts';

const tags = ['signer: additional signers'];

/**
 * The additional signer's calls (SGN-001/002, decision 007 "signer calls"): each checks that the
 * caller is a co-deeder of that application who accepted their invitation — anyone else, the
 * borrower included, gets 404. The invitation calls are public (the link is the credential).
 */
const signerRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const piiKey = app.config.piiKey;
  await app.register(signerInvitationRoutes);

  registerEndpoint(app, signerApi.list, {
    tags,
    summary: 'The applications the caller co-signs as an owner on title, newest first',
    handler: (request) => listSignerApplications(app.db, request.user.identityUuid, piiKey),
  });

  registerEndpoint(app, signerApi.uploadIdentity, {
    tags,
    errors: [409, 413],
    summary:
      'The signer’s ID, as the borrower’s ID call (multipart `idType`, `front`, `back` for the cards): JPEG, PNG, HEIC or PDF by content; the first upload prepares the documents to sign',
    handler: async (request) => {
      const upload = await readIdUpload(request, app.documents.maxUploadBytes);
      const caller = { uuid: request.params.uuid, identityUuid: request.user.identityUuid };
      const holder = signerIdHolder(caller, upload.idType, piiKey, app.documents);
      return uploadIdentityDocuments(app.db, holder, upload, app.documents);
    },
  });

  registerEndpoint(app, signerApi.documents, {
    tags,
    summary: 'The signer’s own copies to sign (deed of trust, notice of right to cancel) and their state',
    handler: (request) =>
      listSignerDocuments(app.db, { ...request.params, identityUuid: request.user.identityUuid }),
  });

  registerEndpoint(app, signerApi.documentFile, {
    tags,
    summary: 'The PDF of one of the signer’s documents (the signed copy once signed); 404 for any other',
    produces: ['application/pdf'],
    handler: async (request, reply) => {
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
  });

  registerEndpoint(app, signerApi.sign, {
    tags,
    errors: [409],
    summary:
      'Sign one of the signer’s documents read to its end (CO_DEED_REQ); the last one makes the signer SIGNED and the co-deed step goes on once every owner has; 409 before the ID, twice or at another step',
    handler: (request) =>
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
  });
};

export default signerRoutes;
