import { insuranceApi } from '@hearth/domain/api/insurance-api';
import { zInsuranceFields } from '@hearth/domain/journey/insurance';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { parseUploadFields, readUploadParts, requireFile } from '../borrower-writes/read-upload-parts.ts';
import { uploadInsurance } from './insurance.service.ts';

export const INSURANCE_FILE_REQUIRED = 'Please choose a file';

/** Decision 007: proof of insurance for TRUST_AND_INSURANCE. */
const insuranceRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, insuranceApi.upload, {
    tags: ['journey: insurance'],
    errors: [409, 413],
    summary:
      'Upload proof of insurance (multipart `file`: PDF, JPEG, PNG or HEIC by content; optional `type`, PROOF_OF_HAZARD_INSURANCE by default)',
    handler: async (request) => {
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
  });
};

export default insuranceRoutes;
