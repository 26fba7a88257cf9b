import type { IncomeLinkBody } from '@hearth/domain/journey/income';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

/** 007: INCOME_VERIFICATION (bank link; the job verifies). */
export function postIncomeLink(uuid: string, body: IncomeLinkBody): Promise<unknown> {
  return apiFetch(getHelocPath(uuid, '/income/link'), { method: 'POST', body });
}

export interface Condition {
  uuid: string;
  categoryEnum: string;
  actionNeeded?: boolean | null;
  xtraData?: { numDocsRequired?: number | null } | null;
}

/** API (002 §7): the application's open conditions, for the number of paystubs asked for. */
export function getConditionsQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['conditions', uuid],
    queryFn: ({ signal }) =>
      apiFetch<Condition[]>(
        `/service-conditions/external/api/v1/applications/${uuid}/conditions/external-applicants`,
        { signal },
      ),
  });
}

export function useConditions(uuid: string) {
  return useQuery(getConditionsQueryOptions(uuid));
}
