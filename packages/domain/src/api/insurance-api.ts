import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zInsuranceResult } from '../journey/insurance.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Decision 007: proof of insurance for TRUST_AND_INSURANCE (multipart `file`, optional `type`). */
export const insuranceApi = {
  upload: defineEndpoint({
    id: 'insurance.upload',
    method: 'POST',
    path: `${HELOC_API}/insurance`,
    auth: 'bearer',
    params: zApplicationParams,
    multipart: true,
    response: zInsuranceResult,
  }),
};
