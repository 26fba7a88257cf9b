import type { AddressSearchProvider } from './address-search-provider.ts';
import type { ProviderConfig } from './provider-config.ts';
import { createSandboxAddressSearch } from './sandbox/sandbox-address-search.ts';

/** The address search named by the configuration. */
export function createAddressSearchProvider(config: ProviderConfig): AddressSearchProvider {
  switch (config.addressSearch) {
    case 'sandbox':
      return createSandboxAddressSearch();
  }
}
