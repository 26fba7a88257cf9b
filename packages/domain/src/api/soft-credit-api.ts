import { zApplicationParams, zApplicationStepStatus } from '../application/heloc-application-dto.ts';
import { zAdverseActionView } from '../journey/adverse-action.ts';
import { zCreditCheckView, zCreditUnfrozenBody, zSoftCreditSsnBody } from '../journey/soft-credit.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** The credit branches (credit/social, credit/error, review-app/incorrect-pin, no-credit; decision 007). */
export const softCreditApi = {
  check: defineEndpoint({
    id: 'softCredit.check',
    method: 'GET',
    path: `${HELOC_API}/soft-credit`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zCreditCheckView,
  }),
  repullSsn: defineEndpoint({
    id: 'softCredit.repullSsn',
    method: 'POST',
    path: `${HELOC_API}/soft-credit/ssn`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zSoftCreditSsnBody,
    response: zApplicationStepStatus,
  }),
  unfrozen: defineEndpoint({
    id: 'softCredit.unfrozen',
    method: 'POST',
    path: `${HELOC_API}/soft-credit/unfrozen`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zCreditUnfrozenBody,
    response: zApplicationStepStatus,
  }),
};

/** The declined application's adverse action notice (PRG-061, PRG-104, PRG-105). */
export const adverseActionApi = {
  get: defineEndpoint({
    id: 'adverseAction.get',
    method: 'GET',
    path: `${HELOC_API}/decline`,
    auth: 'bearer',
    params: zApplicationParams,
    response: zAdverseActionView,
  }),
};
