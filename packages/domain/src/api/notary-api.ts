import { zApplicationParams } from '../application/heloc-application-dto.ts';
import {
  zENotaryBody,
  zManualNotaryBody,
  zNotaryAcknowledgeBody,
  zNotaryResult,
  zNotarySlots,
  zNotarySlotsQuery,
} from '../journey/notary.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Decision 007: the notary disclosure, a manual notary appointment, or the e-notary session. */
export const notaryApi = {
  acknowledgeDisclosure: defineEndpoint({
    id: 'notary.acknowledgeDisclosure',
    method: 'POST',
    path: `${HELOC_API}/notary/disclosure/acknowledge`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zNotaryAcknowledgeBody,
    response: zNotaryResult,
  }),
  slots: defineEndpoint({
    id: 'notary.slots',
    method: 'GET',
    path: `${HELOC_API}/notary/slots`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zNotarySlotsQuery,
    response: zNotarySlots,
  }),
  bookManual: defineEndpoint({
    id: 'notary.bookManual',
    method: 'POST',
    path: `${HELOC_API}/notary/manual`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zManualNotaryBody,
    response: zNotaryResult,
  }),
  startENotary: defineEndpoint({
    id: 'notary.startENotary',
    method: 'POST',
    path: `${HELOC_API}/notary/e-notary`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zENotaryBody,
    response: zNotaryResult,
  }),
};
