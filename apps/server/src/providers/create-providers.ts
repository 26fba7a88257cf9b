import type { AddressSearchProvider } from './address-search-provider.ts';
import type { ProviderCallbackSink } from './closing-vendor-providers.ts';
import type { ProviderConfig } from './provider-config.ts';
import type { Providers } from './providers.ts';
import { createSandboxAddressSearch } from './sandbox/sandbox-address-search.ts';
import { createSandboxBankVerification } from './sandbox/sandbox-bank-verification.ts';
import { createSandboxClosingVendors } from './sandbox/sandbox-closing-vendors.ts';
import { createSandboxCreditBureau } from './sandbox/sandbox-credit-bureau.ts';
import { createSandboxIdentityVerification } from './sandbox/sandbox-identity-verification.ts';
import { createSandboxIncome } from './sandbox/sandbox-income.ts';
import { createSandboxLiens } from './sandbox/sandbox-liens.ts';
import { createSandboxPropertyData } from './sandbox/sandbox-property-data.ts';

/** The address search named by the configuration. */
export function createAddressSearchProvider(config: ProviderConfig): AddressSearchProvider {
  switch (config.addressSearch) {
    case 'sandbox':
      return createSandboxAddressSearch();
  }
}

export interface CreateProvidersOptions {
  /** Where vendors that answer later post their callback (sandbox: a delayed provider event). */
  notify: ProviderCallbackSink;
  /** Sandbox vendors' answer delay; tests shorten it. */
  sandboxVendorDelayMs?: number;
}

type Factories = { [K in keyof Providers]: Record<ProviderConfig['lifecycle'][K], () => Providers[K]> };

/** Every lifecycle provider, each the implementation its configuration names. */
export function createProviders(config: ProviderConfig, options: CreateProvidersOptions): Providers {
  const closing = createSandboxClosingVendors(options.notify, options.sandboxVendorDelayMs);
  const factories: Factories = {
    creditBureau: { sandbox: createSandboxCreditBureau },
    propertyData: { sandbox: createSandboxPropertyData },
    liens: { sandbox: createSandboxLiens },
    valuation: { sandbox: () => closing.valuation },
    income: { sandbox: createSandboxIncome },
    bankVerification: { sandbox: createSandboxBankVerification },
    identityVerification: { sandbox: createSandboxIdentityVerification },
    eNotary: { sandbox: () => closing.eNotary },
    title: { sandbox: () => closing.title },
    recording: { sandbox: () => closing.recording },
    funding: { sandbox: () => closing.funding },
  };
  const pick = <K extends keyof Providers>(key: K): Providers[K] => factories[key][config.lifecycle[key]]();
  return {
    creditBureau: pick('creditBureau'),
    propertyData: pick('propertyData'),
    liens: pick('liens'),
    valuation: pick('valuation'),
    income: pick('income'),
    bankVerification: pick('bankVerification'),
    identityVerification: pick('identityVerification'),
    eNotary: pick('eNotary'),
    title: pick('title'),
    recording: pick('recording'),
    funding: pick('funding'),
  };
}
