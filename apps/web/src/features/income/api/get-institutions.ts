import { incomeApi } from '@hearth/domain/api/income-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** 007 `GET P/income/institutions?query=`: the banks the link provider lists for the search. */
export function getInstitutionsQueryOptions(uuid: string, query: string) {
  return queryOptions({
    ...endpointQuery(incomeApi.institutions, { params: { uuid }, query: query ? { query } : {} }),
    staleTime: 5 * 60_000,
  });
}

/** The last answer stays on screen while the next search is on its way. */
export function useInstitutions(uuid: string, query: string) {
  return useQuery({ ...getInstitutionsQueryOptions(uuid, query), placeholderData: keepPreviousData });
}
