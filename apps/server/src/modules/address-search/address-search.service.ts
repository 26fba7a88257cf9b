import { MAX_SUGGESTIONS } from '@hearth/domain/property/address-typeahead';
import type { AddressSearchProvider, AddressSuggestion } from '../../providers/address-search-provider.ts';

export async function searchPropertyAddresses(
  provider: AddressSearchProvider,
  query: string,
): Promise<{ items: AddressSuggestion[] }> {
  const items = await provider.searchAddresses(query, MAX_SUGGESTIONS);
  return { items: items.slice(0, MAX_SUGGESTIONS) };
}
