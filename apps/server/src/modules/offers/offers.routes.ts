import { offersApi } from '@hearth/domain/api/offers-api';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import {
  acceptFinalOffer,
  acceptLimitedOffer,
  acceptRequalifiedOffer,
  getRequalifiedOffer,
} from './offer-acceptance.service.ts';
import { getOwnOffers, selectOffer } from './offers.service.ts';

const tags = ['offers'];
/** A write on the wrong step is a 409 naming the step. */
const WRITE = { tags, errors: [409] };
const owner = (request: { params: { uuid: string }; user: { identityUuid: string } }) => ({
  uuid: request.params.uuid,
  identityUuid: request.user.identityUuid,
});

/** Decision 007: the offer set, the borrower's choice, and the accept calls of the offer variants. */
const offersRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, offersApi.list, {
    tags,
    errors: [409],
    summary:
      'The offer set (001 §3) with the payable debts and the property state; 404 before offers exist or for anyone else’s application',
    handler: (request) => getOwnOffers(app.db, owner(request)),
  });

  registerEndpoint(app, offersApi.select, {
    ...WRITE,
    summary:
      'Choose an offer (OFFER_SELECTION or REVISED_OFFER_SELECTION → OFFER_SELECTED); the amount must lie in the offer’s min/max',
    handler: (request) => selectOffer(app.db, owner(request), request.body),
  });

  registerEndpoint(app, offersApi.acceptLimited, {
    ...WRITE,
    summary: 'Accept the income-limited offer (ASSETS_PREQUAL → LIMITED_OFFER_ACCEPTED)',
    handler: (request) => acceptLimitedOffer(app.db, owner(request)),
  });

  registerEndpoint(app, offersApi.acceptFinal, {
    ...WRITE,
    summary: 'Accept the final offer (FINAL_OFFER → FINAL_OFFER_ACCEPTED)',
    handler: (request) => acceptFinalOffer(app.db, owner(request)),
  });

  registerEndpoint(app, offersApi.requalified, {
    tags,
    errors: [409],
    summary:
      'The offer after a valuation below the chosen line (CLTV_LIEN_POSITION_REQUALIFY only): the largest line the reviewed value supports',
    handler: (request) => getRequalifiedOffer(app.db, owner(request)),
  });

  registerEndpoint(app, offersApi.acceptRequalified, {
    ...WRITE,
    summary:
      'Accept the requalified (smaller) line (CLTV_LIEN_POSITION_REQUALIFY → REQUALIFIED_OFFER_ACCEPTED)',
    handler: (request) => acceptRequalifiedOffer(app.db, owner(request)),
  });
};

export default offersRoutes;
