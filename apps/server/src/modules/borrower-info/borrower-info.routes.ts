import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zHmdaBody, zHmdaResult } from '@hearth/domain/journey/hmda';
import { zProfileInfoBody, zProfileInfoResult } from '@hearth/domain/journey/profile-info';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { submitHmda } from './hmda.service.ts';
import { addProfileInfo } from './profile-info.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['borrower-info'];
const RESPONSES = { ...SECURE_ERROR_RESPONSES, 409: zErrorBody } as const;

/** Decision 007: the profile data after the offer (ownership, SSN, hard-credit consent) and the HMDA answers. */
const borrowerInfoRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${P}/profile-info`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Ownership, SSN and the hard-credit consent (COLLECT_ADDITIONAL_INFO → PROFILE_INFO_ADDED); the SSN is only ever returned masked',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zProfileInfoBody,
        response: { 200: zProfileInfoResult, ...RESPONSES },
      },
    },
    (request) =>
      addProfileInfo(
        app.db,
        app.config.piiKey,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
      ),
  );

  app.post(
    `${P}/hmda`,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The HMDA demographic answers (HMDA → HMDA_SUBMITTED)',
        security: BEARER_SECURITY,
        params: zApplicationParams,
        body: zHmdaBody,
        response: { 200: zHmdaResult, ...RESPONSES },
      },
    },
    (request) =>
      submitHmda(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        request.body,
      ),
  );
};

export default borrowerInfoRoutes;
