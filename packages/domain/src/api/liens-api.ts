import { zApplicationParams, zApplicationStepStatus } from '../application/heloc-application-dto.ts';
import { zLiensAttestBody, zLiensConfirmBody, zLiensDisputeBody, zLiensView } from '../journey/liens.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Liens (PRG-082) and merchant/lien-attestation (PRG-097), decision 007. */
export const liensApi = {
  get: defineEndpoint({
    id: 'liens.get',
    method: 'GET',
    path: `${HELOC_API}/liens`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zLiensView,
  }),
  confirm: defineEndpoint({
    id: 'liens.confirm',
    method: 'POST',
    path: `${HELOC_API}/liens/confirm`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zLiensConfirmBody,
    response: zApplicationStepStatus,
  }),
  dispute: defineEndpoint({
    id: 'liens.dispute',
    method: 'POST',
    path: `${HELOC_API}/liens/dispute`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zLiensDisputeBody,
    response: zApplicationStepStatus,
  }),
  attest: defineEndpoint({
    id: 'liens.attest',
    method: 'POST',
    path: `${HELOC_API}/liens/attest`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zLiensAttestBody,
    response: zApplicationStepStatus,
  }),
};
