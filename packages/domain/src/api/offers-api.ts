import { z } from 'zod';
import { zApplicationParams, zApplicationStepStatus } from '../application/heloc-application-dto.ts';
import { zAcceptBody, zOfferSelectionBody, zOffersView } from '../journey/offer-selection.ts';
import { zRequalifiedOfferView } from '../journey/requalified-offer.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** What choosing an offer answers: the new step and the choice as stored. */
export const zOfferSelected = z.object({
  serverStep: z.string(),
  selectedOffer: z.object({
    type: z.string(),
    term: z.number(),
    amount: z.number(),
    rate: z.number(),
    payoffPreference: z.enum(['PRESERVE', 'DEDUCT', 'MAXIMIZE']).nullable(),
  }),
});

/** The offer set, the borrower's choice, and the accept calls of the offer variants (decision 007). */
export const offersApi = {
  list: defineEndpoint({
    id: 'offers.list',
    method: 'GET',
    path: `${HELOC_API}/offers`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zOffersView,
  }),
  select: defineEndpoint({
    id: 'offers.select',
    method: 'POST',
    path: `${HELOC_API}/offers/select`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zOfferSelectionBody,
    response: zOfferSelected,
  }),
  acceptLimited: defineEndpoint({
    id: 'offers.acceptLimited',
    method: 'POST',
    path: `${HELOC_API}/offers/limited/accept`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zAcceptBody,
    response: zApplicationStepStatus,
  }),
  acceptFinal: defineEndpoint({
    id: 'offers.acceptFinal',
    method: 'POST',
    path: `${HELOC_API}/final-offer/accept`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zAcceptBody,
    response: zApplicationStepStatus,
  }),
  requalified: defineEndpoint({
    id: 'offers.requalified',
    method: 'GET',
    path: `${HELOC_API}/offers/requalified`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zRequalifiedOfferView,
  }),
  acceptRequalified: defineEndpoint({
    id: 'offers.acceptRequalified',
    method: 'POST',
    path: `${HELOC_API}/offers/requalified/accept`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zAcceptBody,
    response: zApplicationStepStatus,
  }),
};
