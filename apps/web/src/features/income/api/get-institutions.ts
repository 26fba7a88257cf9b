import type { InstitutionList } from '@hearth/domain/journey/income';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { getHelocPath } from '../../../lib/heloc-application.ts';

/** 007 `GET P/income/institutions?query=`: the banks the link provider lists for the search. */
export function getInstitutions(uuid: string, query: string, signal?: AbortSignal): Promise<InstitutionList> {
  return apiFetch<InstitutionList>(getHelocPath(uuid, '/income/institutions'), {
    query: { query: query || undefined },
    signal,
  });
}

export function getInstitutionsQueryOptions(uuid: string, query: string) {
  return queryOptions({
    queryKey: ['income-institutions', uuid, query],
    queryFn: ({ signal }) => getInstitutions(uuid, query, signal),
    staleTime: 5 * 60_000,
  });
}

/** The last answer stays on screen while the next search is on its way. */
export function useInstitutions(uuid: string, query: string) {
  return useQuery({ ...getInstitutionsQueryOptions(uuid, query), placeholderData: keepPreviousData });
}
