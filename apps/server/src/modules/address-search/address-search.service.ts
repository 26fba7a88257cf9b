import type { AddressSearchProvider, AddressSuggestion } from '../../providers/address-search-provider.ts';
import { MAX_SUGGESTIONS } from './address-search.schemas.ts';

export async function searchPropertyAddresses(
  provider: AddressSearchProvider,
  query: string,
): Promise<{ items: AddressSuggestion[] }> {
  const items = await provider.searchAddresses(query, MAX_SUGGESTIONS);
  return { items: items.slice(0, MAX_SUGGESTIONS) };
}
