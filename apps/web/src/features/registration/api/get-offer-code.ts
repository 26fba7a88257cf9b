import { OFFER_CODE_PATTERN, type OfferCodeRecord } from '@hearth/domain/registration/prefill-sources';
import { apiFetch } from '../../../lib/api-client.ts';

/** API-038 ({base}: the external HELOC base, decision 008). */
export const OFFER_CODE_BASE = '/service-application/external/api/v1/heloc/offercode';

/** REG-027: the mailed offer of `code`; a code that cannot be one is never asked for. */
export function getOfferCodeQueryOptions(code: string) {
  const canonical = code.trim().toUpperCase();
  return {
    queryKey: ['offer-code', canonical] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<OfferCodeRecord>(`${OFFER_CODE_BASE}/${encodeURIComponent(canonical)}`, { signal }),
    enabled: OFFER_CODE_PATTERN.test(canonical),
    staleTime: 10 * 60_000,
    retry: false,
  };
}
