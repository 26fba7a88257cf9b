import type { EndpointResult } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client.ts';

export const meQuery = queryOptions({
  queryKey: ['ops', 'me'],
  queryFn: ({ signal }) => callEndpoint(opsApi.me, {}, { signal }),
  staleTime: 60_000,
});

/** The signed-in staff user (the shell's loader has fetched it before any page renders). */
export function useMe() {
  return useQuery(meQuery).data;
}

export type Me = EndpointResult<typeof opsApi.me>;

export function setMe(client: QueryClient, me: Me): void {
  client.setQueryData(meQuery.queryKey, { uuid: me.uuid, email: me.email, role: me.role });
}
