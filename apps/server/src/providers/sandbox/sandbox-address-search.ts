import type { AddressSearchProvider, AddressSuggestion } from '../address-search-provider.ts';
import { formatFullAddress, type PropertyRecord } from './property-record.ts';
import { buildPropertyRegistry } from './property-registry.ts';

interface IndexedAddress {
  suggestion: AddressSuggestion;
  /** Lower-cased full address without punctuation: '123 main st portland or 97201'. */
  text: string;
  tokens: string[];
}

export function normalizeSearchText(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function toIndexed(record: PropertyRecord): IndexedAddress {
  const suggestion: AddressSuggestion = { fullAddress: formatFullAddress(record), ...record };
  const text = normalizeSearchText(suggestion.fullAddress);
  return { suggestion, text, tokens: text.split(' ') };
}

/**
 * Prefix/token match over the sandbox registry: every typed word must start a word of the
 * address ('main portland' finds '123 Main St, Portland, OR 97201'); addresses whose text starts
 * with the whole query rank first, then alphabetical. Fewer than 3 characters find nothing.
 */
export function createSandboxAddressSearch(records = buildPropertyRegistry()): AddressSearchProvider {
  const index = records.map(toIndexed).sort((a, b) => a.text.localeCompare(b.text));
  return {
    name: 'sandbox',
    async searchAddresses(query, limit) {
      const needle = normalizeSearchText(query);
      if (needle.length < 3) {
        return [];
      }
      const words = needle.split(' ');
      const matches = index.filter((entry) =>
        words.every((word) => entry.tokens.some((token) => token.startsWith(word))),
      );
      const prefixFirst = [
        ...matches.filter((entry) => entry.text.startsWith(needle)),
        ...matches.filter((entry) => !entry.text.startsWith(needle)),
      ];
      return prefixFirst.slice(0, limit).map((entry) => entry.suggestion);
    },
  };
}
