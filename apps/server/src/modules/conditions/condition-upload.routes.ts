import multipart from '@fastify/multipart';
import { conditionsApi } from '@hearth/domain/api/conditions-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { storeUpload } from '../documents/store-upload.ts';
import { answerPhoneCondition } from './condition-phone.service.ts';
import { uploadConditionDocument } from './condition-upload.service.ts';
import { readConditionUpload } from './read-condition-upload.ts';

/** Decision 007: the owner answers an open condition with a file (multipart `file`, optional `type`), or a phone number. */
const conditionUploadRoutes: FastifyPluginAsync = async (plugin) => {
  if (!plugin.hasContentTypeParser('multipart/form-data')) {
    await plugin.register(multipart);
  }
  const app = plugin;
  const tags = ['conditions'];

  registerEndpoint(app, conditionsApi.uploadDocument, {
    tags,
    errors: [409, 413],
    summary:
      'Upload a document for one of your unresolved conditions (multipart `file`, optional `type`); 404 for anyone else’s',
    handler: async (request) => {
      const maxBytes = app.documents.maxUploadBytes;
      const upload = await readConditionUpload(request, maxBytes);
      return uploadConditionDocument(
        app.db,
        (tx, file) => storeUpload(tx, file, { storage: app.documents }),
        {
          identityUuid: request.user.identityUuid,
          applicationUuid: request.params.uuid,
          conditionUuid: request.params.conditionUuid,
          ...upload,
        },
      );
    },
  });

  registerEndpoint(app, conditionsApi.answerPhone, {
    tags,
    errors: [409],
    summary:
      'Answer a MISSING_PHONE_NUMBER condition: the phone is saved as the alias call saves it (API-049) and the condition is SUBMITTED; 409 for another kind of condition',
    handler: (request) =>
      answerPhoneCondition(
        app.db,
        {
          identityUuid: request.user.identityUuid,
          applicationUuid: request.params.uuid,
          conditionUuid: request.params.conditionUuid,
        },
        request.body,
      ),
  });
};

export default conditionUploadRoutes;
