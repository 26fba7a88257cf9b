import { addressSearchApi } from '@hearth/domain/api/address-search-api';
import type { AddressSuggestion } from '@hearth/domain/property/address-typeahead';
import { queryOptions } from '@tanstack/react-query';
import { endpointQuery } from './query-keys.ts';

export type { AddressSuggestion };

const toSuggestions = (answer: { items: AddressSuggestion[] }) => answer.items;

/** VAL-035: looked up from 3 characters; a failed look-up shows at once (typing asks again). */
export function getAddressTypeaheadQueryOptions(query: string) {
  return queryOptions({
    ...endpointQuery(addressSearchApi.typeahead, { query: { q: query } }),
    select: toSuggestions,
    enabled: query.trim().length >= 3,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
