import {
  type HelocApplication,
  zHelocApplicationList,
} from '@hearth/domain/application/heloc-application-dto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const APPLICATIONS_PATH = '/service-application/api/v1/application/heloc/all';

/** API-032: the signed-in borrower's applications, newest first. */
export async function getApplications(signal?: AbortSignal): Promise<HelocApplication[]> {
  return zHelocApplicationList.parse(await apiFetch<unknown>(APPLICATIONS_PATH, { signal }));
}

export function getApplicationsQueryOptions() {
  return queryOptions({
    queryKey: ['applications'],
    queryFn: ({ signal }) => getApplications(signal),
  });
}

export function useApplications() {
  return useQuery(getApplicationsQueryOptions());
}
