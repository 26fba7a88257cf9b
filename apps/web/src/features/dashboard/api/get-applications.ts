import { applicationApi } from '@hearth/domain/api/application-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

/** API-032: the signed-in borrower's applications, newest first. */
export function getApplicationsQueryOptions() {
  return queryOptions(endpointQuery(applicationApi.list, {}));
}

export function useApplications() {
  return useQuery(getApplicationsQueryOptions());
}
