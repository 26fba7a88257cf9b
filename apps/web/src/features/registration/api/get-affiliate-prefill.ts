import type { AffiliatePrefill } from '@hearth/domain/registration/prefill-sources';
import { apiFetch } from '../../../lib/api-client.ts';

export const AFFILIATE_PREFILL_PATH = '/a/external/prepop';
const PREFILL_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** REG-029 / API-037: an affiliate's prefill, named by the `prepop` query of its link. */
export function getAffiliatePrefillQueryOptions(id: string) {
  return {
    queryKey: ['affiliate-prefill', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<AffiliatePrefill>(AFFILIATE_PREFILL_PATH, { query: { id }, signal }),
    enabled: PREFILL_ID.test(id),
    staleTime: 10 * 60_000,
    retry: false,
  };
}
