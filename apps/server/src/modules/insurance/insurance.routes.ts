import { zApplicationParams } from '@hearth/domain/application/heloc-application-dto';
import { zInsuranceFields, zInsuranceResult } from '@hearth/domain/journey/insurance';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseUploadFields, readUploadParts, requireFile } from '../borrower-writes/read-upload-parts.ts';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { uploadInsurance } from './insurance.service.ts';

export const INSURANCE_FILE_REQUIRED = 'Please choose a file';

/** Decision 007: proof of insurance for TRUST_AND_INSURANCE. */
const insuranceRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/service-application/api/v1/application/heloc/:uuid/insurance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['journey: insurance'],
        summary:
          'Upload proof of insurance (multipart `file`: PDF, JPEG, PNG or HEIC by content; optional `type`, PROOF_OF_HAZARD_INSURANCE by default)',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: zApplicationParams,
        response: { 200: zInsuranceResult, ...SECURE_ERROR_RESPONSES, 409: zErrorBody, 413: zErrorBody },
      },
    },
    async (request) => {
      const parts = await readUploadParts(request, {
        fileFields: ['file'],
        textFields: ['type'],
        maxBytes: app.documents.maxUploadBytes,
      });
      const fields = parseUploadFields(zInsuranceFields, parts.fields);
      const file = requireFile(parts, 'file', INSURANCE_FILE_REQUIRED);
      return uploadInsurance(
        app.db,
        { uuid: request.params.uuid, identityUuid: request.user.identityUuid },
        { ...file, type: fields.type ?? 'PROOF_OF_HAZARD_INSURANCE' },
        app.documents,
      );
    },
  );
};

export default insuranceRoutes;
