import { zApplicationParams } from '../application/heloc-application-dto.ts';
import {
  zIncomeDocumentResult,
  zIncomeLinkAccountsBody,
  zIncomeLinkBody,
  zIncomeLinkResult,
  zIncomeLoginBody,
  zIncomeLoginResult,
  zInstitutionList,
  zInstitutionQuery,
} from '../journey/income.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** Decision 007: the bank (or payroll) link and the income documents of INCOME_VERIFICATION. */
export const incomeApi = {
  institutions: defineEndpoint({
    id: 'income.institutions',
    method: 'GET',
    path: `${HELOC_API}/income/institutions`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zInstitutionQuery,
    response: zInstitutionList,
  }),
  logIn: defineEndpoint({
    id: 'income.logIn',
    method: 'POST',
    path: `${HELOC_API}/income/link/login`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zIncomeLoginBody,
    response: zIncomeLoginResult,
  }),
  linkAccounts: defineEndpoint({
    id: 'income.linkAccounts',
    method: 'POST',
    path: `${HELOC_API}/income/link/accounts`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zIncomeLinkAccountsBody,
    response: zIncomeLinkResult,
  }),
  link: defineEndpoint({
    id: 'income.link',
    method: 'POST',
    path: `${HELOC_API}/income/link`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zIncomeLinkBody,
    response: zIncomeLinkResult,
  }),
  uploadDocument: defineEndpoint({
    id: 'income.uploadDocument',
    method: 'POST',
    path: `${HELOC_API}/income/documents`,
    auth: 'bearer',
    params: zApplicationParams,
    multipart: true,
    response: zIncomeDocumentResult,
  }),
};
