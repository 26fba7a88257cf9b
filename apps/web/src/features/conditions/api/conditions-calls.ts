import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { toShownConditions } from '../lib/shown-conditions.ts';

const BASE = '/service-conditions/external/api/v1/applications';

/** API-052: refetched every 60 s and when the window regains focus (the exception to API-009). */
export const CONDITIONS_REFETCH_MS = 60_000;

export function getConditionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['conditions', uuid],
    queryFn: async ({ signal }) =>
      toShownConditions(
        await apiFetch<Condition[]>(`${BASE}/${uuid}/conditions/external-applicants`, { signal }),
      ),
    refetchInterval: CONDITIONS_REFETCH_MS,
    refetchOnWindowFocus: true,
  });
}

/** 007: multipart `file` and `type` answer one condition. */
export function getConditionUploadPath(uuid: string, conditionUuid: string): string {
  return `${BASE}/${uuid}/conditions/${conditionUuid}/documents`;
}

/** The phone-number page: the phone saved as the alias call saves it, the condition answered. */
export function postConditionPhone(uuid: string, conditionUuid: string, value: string): Promise<Condition> {
  return apiFetch<Condition>(`${BASE}/${uuid}/conditions/${conditionUuid}/phone-number`, {
    method: 'POST',
    body: { value },
  });
}
