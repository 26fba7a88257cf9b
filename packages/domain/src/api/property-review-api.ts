import { zApplicationParams, zApplicationStepStatus } from '../application/heloc-application-dto.ts';
import { zPropertyAddressBody, zPropertyReview, zPropertySelectBody } from '../journey/property-review.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** review-app/property: the property was not found, or several were (PRG-060; decision 007). */
export const propertyReviewApi = {
  candidates: defineEndpoint({
    id: 'propertyReview.candidates',
    method: 'GET',
    path: `${HELOC_API}/property/candidates`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zPropertyReview,
  }),
  correctAddress: defineEndpoint({
    id: 'propertyReview.correctAddress',
    method: 'POST',
    path: `${HELOC_API}/property/address`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zPropertyAddressBody,
    response: zApplicationStepStatus,
  }),
  select: defineEndpoint({
    id: 'propertyReview.select',
    method: 'POST',
    path: `${HELOC_API}/property/select`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zPropertySelectBody,
    response: zApplicationStepStatus,
  }),
};
