import { queryOptions } from '@tanstack/react-query';
import { lazyEndpointQuery } from './query-keys.ts';

/**
 * The identity calls' contract, loaded when first called: its alias schema carries the phone-number
 * metadata (~37 kB gzip), which no page needs before a borrower signs in or out.
 */
export function loadIdentityApi() {
  return import('@hearth/domain/api/identity-api');
}

/** API-046 / API-012, asked only for additional signers: ORG-017 shows them Dashboard when they are also a broker. */
export function getIdentityQueryOptions(jwt: string | null, enabled: boolean) {
  return queryOptions({
    ...lazyEndpointQuery(
      'identity.profile',
      async () => (await loadIdentityApi()).identityApi.profile,
      {},
      jwt,
      { skipSessionRedirect: true },
    ),
    enabled: jwt !== null && enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
