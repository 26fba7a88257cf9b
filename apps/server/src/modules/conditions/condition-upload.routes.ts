import multipart from '@fastify/multipart';
import { zCondition, zConditionParams, zConditionPhoneBody } from '@hearth/domain/conditions/condition-dto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getDocumentStorage } from '../documents/document-storage.ts';
import { storeUpload } from '../documents/store-upload.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { answerPhoneCondition } from './condition-phone.service.ts';
import { uploadConditionDocument } from './condition-upload.service.ts';
import { readConditionUpload } from './read-condition-upload.ts';

/** Decision 007: the owner answers an open condition with a file (multipart `file`, optional `type`), or a phone number. */
const conditionUploadRoutes: FastifyPluginAsync = async (plugin) => {
  if (!plugin.hasContentTypeParser('multipart/form-data')) {
    await plugin.register(multipart);
  }
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/documents',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['conditions'],
        summary:
          'Upload a document for one of your unresolved conditions (multipart `file`, optional `type`); 404 for anyone else’s',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: zConditionParams,
        response: { 200: zCondition, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 413: zErrorBody },
      },
    },
    async (request) => {
      const maxBytes = getDocumentStorage().maxUploadBytes;
      const upload = await readConditionUpload(request, maxBytes);
      return uploadConditionDocument(app.db, storeUpload, {
        identityUuid: request.user.identityUuid,
        applicationUuid: request.params.uuid,
        conditionUuid: request.params.conditionUuid,
        ...upload,
      });
    },
  );

  app.post(
    '/service-conditions/external/api/v1/applications/:uuid/conditions/:conditionUuid/phone-number',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['conditions'],
        summary:
          'Answer a MISSING_PHONE_NUMBER condition: the phone is saved as the alias call saves it (API-049) and the condition is SUBMITTED; 409 for another kind of condition',
        security: BEARER_SECURITY,
        params: zConditionParams,
        body: zConditionPhoneBody,
        response: { 200: zCondition, ...SECURE_ERROR_RESPONSES, 409: zErrorBody },
      },
    },
    (request) =>
      answerPhoneCondition(
        app.db,
        {
          identityUuid: request.user.identityUuid,
          applicationUuid: request.params.uuid,
          conditionUuid: request.params.conditionUuid,
        },
        request.body,
      ),
  );
};

export default conditionUploadRoutes;
