import { queryOptions } from '@tanstack/react-query';
import { lazyEndpointQuery } from '../../../lib/query-keys.ts';
import { loadRegistrationApi } from './registration-contract.ts';

const PREFILL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** REG-029 / API-037: an affiliate's prefill, named by the `prepop` query of its link. */
export function getAffiliatePrefillQueryOptions(id: string) {
  return queryOptions({
    ...lazyEndpointQuery(
      'leadPortal.affiliatePrefill',
      async () => (await loadRegistrationApi()).leadPortalApi.affiliatePrefill,
      { query: { id } },
    ),
    enabled: PREFILL_ID.test(id),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
