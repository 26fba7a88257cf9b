import { describe, expect, it } from 'vitest';
import { createAddressSearchProvider, createProviders } from './create-providers.ts';
import { LIFECYCLE_PROVIDER_ENV, loadProviderConfig } from './provider-config.ts';

describe('loadProviderConfig', () => {
  it('defaults every provider to the sandbox (also for an empty value)', () => {
    const config = loadProviderConfig({});
    expect(config.addressSearch).toBe('sandbox');
    expect(Object.keys(config.lifecycle).sort()).toEqual(Object.keys(LIFECYCLE_PROVIDER_ENV).sort());
    expect(new Set(Object.values(config.lifecycle))).toEqual(new Set(['sandbox']));
    expect(loadProviderConfig({ ADDRESS_SEARCH_PROVIDER: '', CREDIT_BUREAU_PROVIDER: '' })).toEqual(config);
    expect(createAddressSearchProvider(config).name).toBe('sandbox');
  });

  it('builds each lifecycle provider from its configured implementation', () => {
    const providers = createProviders(loadProviderConfig({ TITLE_PROVIDER: 'sandbox' }), {
      notify: async () => {},
    });
    expect(Object.keys(providers).sort()).toEqual(Object.keys(LIFECYCLE_PROVIDER_ENV).sort());
    expect(Object.values(providers).map((provider) => provider.name)).toEqual(
      Object.keys(LIFECYCLE_PROVIDER_ENV).map(() => 'sandbox'),
    );
  });

  it.each([['ADDRESS_SEARCH_PROVIDER'], ['CREDIT_BUREAU_PROVIDER'], ['FUNDING_PROVIDER']])(
    'refuses an unknown %s, naming the variable',
    (name) => {
      expect(() => loadProviderConfig({ [name]: 'acme' })).toThrow(
        new RegExp(`^${name}: must be one of sandbox$`),
      );
    },
  );
});
