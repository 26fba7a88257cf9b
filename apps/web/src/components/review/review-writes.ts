import type { BpoOrderBody, HomeValueEstimateBody } from '@hearth/domain/journey/valuation';
import { apiFetch } from '../../lib/api-client.ts';
import { getHelocPath } from '../../lib/heloc-application.ts';

/** What every branch write answers: the step it moved to. */
export interface StepMoved {
  serverStep: string;
}

function post(uuid: string, suffix: string, body: object): Promise<StepMoved> {
  return apiFetch<StepMoved>(getHelocPath(uuid, suffix), { method: 'POST', body });
}

/** NO_AVM_FOUND, NAV_RESI_EVAL_ESTIMATE → HOME_VALUE_ESTIMATED. */
export const postHomeValueEstimate = (uuid: string, body: HomeValueEstimateBody) =>
  post(uuid, '/property/estimate', body);

/** NAV_BPO_ORDER_REQUEST → BPO_ORDERED. */
export const postBpoOrder = (uuid: string, body: BpoOrderBody) => post(uuid, '/bpo/order', body);

/** ONSITE_APPRAISAL_PAYMENT → APPRAISAL_PAID. */
export const postAppraisalPayment = (uuid: string) => post(uuid, '/appraisal/payment', { authorized: true });
