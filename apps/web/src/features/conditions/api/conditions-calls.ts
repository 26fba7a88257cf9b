import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { endpointQuery } from '../../../lib/query-keys.ts';
import { toShownConditions } from '../lib/shown-conditions.ts';

/** API-052: refetched every 60 s and when the window regains focus (the exception to API-009). */
export const CONDITIONS_REFETCH_MS = 60_000;

/** The conditions the borrower is shown: the list as the server keeps it, viewed through `select`. */
export function getConditionsQueryOptions(uuid: string) {
  return queryOptions({
    ...endpointQuery(conditionsApi.list, { params: { uuid } }),
    select: toShownConditions,
    refetchInterval: CONDITIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** 007: multipart `file` and `type` answer one condition. */
export function getConditionUploadPath(uuid: string, conditionUuid: string): string {
  return endpointPath(conditionsApi.uploadDocument, { uuid, conditionUuid });
}

/** The phone-number page: the phone saved as the alias call saves it, the condition answered. */
export function postConditionPhone(uuid: string, conditionUuid: string, value: string): Promise<Condition> {
  return callEndpoint(conditionsApi.answerPhone, { params: { uuid, conditionUuid }, body: { value } });
}
