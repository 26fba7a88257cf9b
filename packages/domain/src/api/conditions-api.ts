import { zApplicationParams } from '../application/heloc-application-dto.ts';
import {
  zCondition,
  zConditionList,
  zConditionParams,
  zConditionPhoneBody,
} from '../conditions/condition-dto.ts';
import { zOrgQuery } from '../identity/org-query.ts';
import { CONDITIONS_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** The borrower's side of conditions: what is asked (API-052) and the answers to it. */
export const conditionsApi = {
  list: defineEndpoint({
    id: 'conditions.list',
    method: 'GET',
    path: `${CONDITIONS_API}/external-applicants`,
    auth: 'bearer',
    params: zApplicationParams,
    query: zOrgQuery,
    response: zConditionList,
  }),
  uploadDocument: defineEndpoint({
    id: 'conditions.uploadDocument',
    method: 'POST',
    path: `${CONDITIONS_API}/:conditionUuid/documents`,
    auth: 'bearer',
    params: zConditionParams,
    multipart: true,
    response: zCondition,
  }),
  answerPhone: defineEndpoint({
    id: 'conditions.answerPhone',
    method: 'POST',
    path: `${CONDITIONS_API}/:conditionUuid/phone-number`,
    auth: 'bearer',
    params: zConditionParams,
    body: zConditionPhoneBody,
    response: zCondition,
  }),
};
