import { apiFetch } from './api-client.ts';

export const ADDRESS_TYPEAHEAD_PATH = '/service-property/external/api/v1/address-typeahead';

/** One typeahead suggestion: the full address plus its parts (001 §3). */
export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

export async function getAddressTypeahead(query: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  const body = await apiFetch<{ items?: AddressSuggestion[] }>(ADDRESS_TYPEAHEAD_PATH, {
    query: { q: query },
    signal,
  });
  return Array.isArray(body?.items) ? body.items : [];
}

/** VAL-035: looked up from 3 characters; a failed look-up shows at once (typing asks again). */
export function getAddressTypeaheadQueryOptions(query: string) {
  return {
    queryKey: ['address-typeahead', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => getAddressTypeahead(query, signal),
    enabled: query.trim().length >= 3,
    staleTime: 5 * 60_000,
    retry: 1,
  };
}
