import { valuationApi } from '@hearth/domain/api/valuation-api';
import type { BpoOrderBody, HomeValueEstimateBody } from '@hearth/domain/journey/valuation';
import { callEndpoint } from '../../lib/call-endpoint.ts';

/** NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED. */
export const postHomeValueEstimate = (uuid: string, body: HomeValueEstimateBody) =>
  callEndpoint(valuationApi.estimate, { params: { uuid }, body });

/** NAV_BPO_ORDER_REQUEST → BPO_ORDERED. */
export const postBpoOrder = (uuid: string, body: BpoOrderBody) =>
  callEndpoint(valuationApi.orderBpo, { params: { uuid }, body });

/** ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID. */
export const postAppraisalPayment = (uuid: string) =>
  callEndpoint(valuationApi.payAppraisal, { params: { uuid }, body: { authorized: true } });
