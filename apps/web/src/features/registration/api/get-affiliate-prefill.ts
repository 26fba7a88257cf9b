import { leadPortalApi } from '@hearth/domain/api/registration-api';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from '../../../lib/query-keys.ts';

const PREFILL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** REG-029 / API-037: an affiliate's prefill, named by the `prepop` query of its link. */
export function getAffiliatePrefillQueryOptions(id: string) {
  return queryOptions({
    ...endpointQuery(leadPortalApi.affiliatePrefill, { query: { id } }),
    enabled: PREFILL_ID.test(id),
    staleTime: 10 * 60_000,
    retry: false,
  });
}
