import { zApplicationParams, zApplicationStepStatus } from '../application/heloc-application-dto.ts';
import {
  zAppraisalPaymentBody,
  zBpoOrderBody,
  zHomeValueEstimateBody,
  zValuationView,
} from '../journey/valuation.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * Decision 007: bpo/estimate-value (PRG-076), bpo/condition and bpo/order-bpo (PRG-078), hold
 * (PRG-087). Each write answers the step it moved to.
 */
export const valuationApi = {
  get: defineEndpoint({
    id: 'valuation.get',
    method: 'GET',
    path: `${HELOC_API}/valuation`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zValuationView,
  }),
  estimate: defineEndpoint({
    id: 'valuation.estimate',
    method: 'POST',
    path: `${HELOC_API}/property/estimate`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zHomeValueEstimateBody,
    response: zApplicationStepStatus,
  }),
  orderBpo: defineEndpoint({
    id: 'valuation.orderBpo',
    method: 'POST',
    path: `${HELOC_API}/bpo/order`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zBpoOrderBody,
    response: zApplicationStepStatus,
  }),
  payAppraisal: defineEndpoint({
    id: 'valuation.payAppraisal',
    method: 'POST',
    path: `${HELOC_API}/appraisal/payment`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zAppraisalPaymentBody,
    response: zApplicationStepStatus,
  }),
};
