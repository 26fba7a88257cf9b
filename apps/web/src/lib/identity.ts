import { identityApi } from '@hearth/domain/api/identity-api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from './query-keys.ts';

/** API-046 / API-012, asked only for additional signers: ORG-017 shows them Dashboard when they are also a broker. */
export function getIdentityQueryOptions(jwt: string | null, enabled: boolean) {
  return queryOptions({
    ...endpointQuery(identityApi.profile, {}, jwt, { skipSessionRedirect: true }),
    enabled: jwt !== null && enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
