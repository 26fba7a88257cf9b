import { registrationApi } from '@hearth/domain/api/registration-api';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import type { OfferCodeSource } from './sandbox-offer-codes.ts';

export const OFFER_CODE_NOT_FOUND_MESSAGE = 'Offer code not found';

/** REG-027: a mailed offer's record, looked up by its code; public and rate-limited like every look-up. */
const offerCodeRoutes: FastifyPluginAsync<{ source: OfferCodeSource }> = async (app, { source }) => {
  registerEndpoint(app, registrationApi.offerCode, {
    tags: ['registration'],
    errors: [401, 404],
    config: { rateLimit: RATE_LIMITS.lookup },
    attachValidation: true,
    summary: 'The offer code record of a mailed offer (API-038, REG-027)',
    description:
      'Codes are 4 to 32 letters, digits or hyphens, matched without regard to case. The register ' +
      'pages prefill the name and property address from it; respondByDate (inclusive) says whether ' +
      'the offer is still honoured.',
    handler: async (request) => {
      raiseValidationError(request);
      const record = await source.findOfferCode(request.params.code);
      if (!record) {
        throw new AppError('NOT_FOUND', [OFFER_CODE_NOT_FOUND_MESSAGE]);
      }
      return record;
    },
  });
};

export default offerCodeRoutes;
