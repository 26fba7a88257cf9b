import { describe, expect, it } from 'vitest';
import { createAddressSearchProvider } from './create-providers.ts';
import { loadProviderConfig } from './provider-config.ts';

describe('loadProviderConfig', () => {
  it('defaults to the sandbox (also for an empty value)', () => {
    expect(loadProviderConfig({})).toEqual({ addressSearch: 'sandbox' });
    expect(loadProviderConfig({ ADDRESS_SEARCH_PROVIDER: '' })).toEqual({ addressSearch: 'sandbox' });
    expect(createAddressSearchProvider(loadProviderConfig({})).name).toBe('sandbox');
  });

  it('refuses an unknown provider, naming the variable', () => {
    expect(() => loadProviderConfig({ ADDRESS_SEARCH_PROVIDER: 'acme' })).toThrow(
      /^ADDRESS_SEARCH_PROVIDER: must be one of sandbox$/,
    );
  });
});
