import { zApplicationParams, zApplicationStepStatus } from '@hearth/domain/application/heloc-application-dto';
import { zAcceptBody, zOfferSelectionBody, zOffersView } from '@hearth/domain/journey/offer-selection';
import { zRequalifiedOfferView } from '@hearth/domain/journey/requalified-offer';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER_SECURITY, SECURE_ERROR_RESPONSES } from '../identity/route-schemas.ts';
import { zErrorBody } from '../org/error-body.ts';
import {
  acceptFinalOffer,
  acceptLimitedOffer,
  acceptRequalifiedOffer,
  getRequalifiedOffer,
} from './offer-acceptance.service.ts';
import { getOwnOffers, selectOffer } from './offers.service.ts';

const P = '/service-application/api/v1/application/heloc/:uuid';
const tags = ['offers'];
const WRITE_RESPONSES = { ...SECURE_ERROR_RESPONSES, 409: zErrorBody } as const;

const zOfferSelected = z.object({
  serverStep: z.string(),
  selectedOffer: z.object({
    type: z.string(),
    term: z.number(),
    amount: z.number(),
    rate: z.number(),
    payoffPreference: z.enum(['PRESERVE', 'DEDUCT', 'MAXIMIZE']).nullable(),
  }),
});

/** Decision 007: the offer set, the borrower's choice, and the accept calls of the offer variants. */
const offersRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const owner = (request: { params: { uuid: string }; user: { identityUuid: string } }) => ({
    uuid: request.params.uuid,
    identityUuid: request.user.identityUuid,
  });
  const write = <Body extends z.ZodType, Response extends z.ZodType>(
    summary: string,
    body: Body,
    response: Response,
  ) => ({
    preHandler: app.authenticate,
    schema: {
      tags,
      summary,
      security: BEARER_SECURITY,
      params: zApplicationParams,
      body,
      response: { 200: response, ...WRITE_RESPONSES },
    },
  });
  const read = <Response extends z.ZodType>(summary: string, response: Response) => ({
    preHandler: app.authenticate,
    schema: {
      tags,
      summary,
      security: BEARER_SECURITY,
      params: zApplicationParams,
      response: { 200: response, ...WRITE_RESPONSES },
    },
  });

  app.get(
    `${P}/offers`,
    read(
      'The offer set (001 §3) with the payable debts and the property state; 404 before offers exist or for anyone else’s application',
      zOffersView,
    ),
    (request) => getOwnOffers(app.db, owner(request)),
  );

  app.post(
    `${P}/offers/select`,
    write(
      'Choose an offer (OFFER_SELECTION or REVISED_OFFER_SELECTION → OFFER_SELECTED); the amount must lie in the offer’s min/max',
      zOfferSelectionBody,
      zOfferSelected,
    ),
    (request) => selectOffer(app.db, owner(request), request.body),
  );

  app.post(
    `${P}/offers/limited/accept`,
    write(
      'Accept the income-limited offer (ASSETS_PREQUAL → LIMITED_OFFER_ACCEPTED)',
      zAcceptBody,
      zApplicationStepStatus,
    ),
    (request) => acceptLimitedOffer(app.db, owner(request)),
  );

  app.post(
    `${P}/final-offer/accept`,
    write('Accept the final offer (FINAL_OFFER → FINAL_OFFER_ACCEPTED)', zAcceptBody, zApplicationStepStatus),
    (request) => acceptFinalOffer(app.db, owner(request)),
  );

  app.get(
    `${P}/offers/requalified`,
    read(
      'The offer after a valuation below the chosen line (CLTV_LIEN_POSITION_REQUALIFY only): the largest line the reviewed value supports',
      zRequalifiedOfferView,
    ),
    (request) => getRequalifiedOffer(app.db, owner(request)),
  );

  app.post(
    `${P}/offers/requalified/accept`,
    write(
      'Accept the requalified (smaller) line (CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED)',
      zAcceptBody,
      zApplicationStepStatus,
    ),
    (request) => acceptRequalifiedOffer(app.db, owner(request)),
  );
};

export default offersRoutes;
