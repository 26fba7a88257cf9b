import { AppError } from '@hearth/domain/errors/app-error';
import { zOfferCode, zOfferCodeRecord } from '@hearth/domain/registration/prefill-sources';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import { raiseValidationError } from './raise-validation-error.ts';
import type { OfferCodeSource } from './sandbox-offer-codes.ts';

/** API-038 ({base} = the external HELOC base, decision 008). */
export const OFFER_CODE_PATH = '/service-application/external/api/v1/heloc/offercode/:code';
export const OFFER_CODE_NOT_FOUND_MESSAGE = 'Offer code not found';

/** REG-027: a mailed offer's record, looked up by its code; public and rate-limited like every look-up. */
const offerCodeRoutes: FastifyPluginAsync<{ source: OfferCodeSource }> = async (plugin, { source }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  app.get(
    OFFER_CODE_PATH,
    {
      config: { rateLimit: RATE_LIMITS.lookup },
      attachValidation: true,
      schema: {
        tags: ['registration'],
        summary: 'The offer code record of a mailed offer (API-038, REG-027)',
        description:
          'Codes are 4 to 32 letters, digits or hyphens, matched without regard to case. The register ' +
          'pages prefill the name and property address from it; respondByDate (inclusive) says whether ' +
          'the offer is still honoured.',
        params: z.object({ code: zOfferCode }),
        response: { 200: zOfferCodeRecord, ...ERROR_RESPONSES, 404: zErrorBody },
      },
    },
    async (request) => {
      raiseValidationError(request);
      const record = await source.findOfferCode(request.params.code);
      if (!record) {
        throw new AppError('NOT_FOUND', [OFFER_CODE_NOT_FOUND_MESSAGE]);
      }
      return record;
    },
  );
};

export default offerCodeRoutes;
