import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { clearJwt, setJwt } from '../lib/storage.ts';
import { prefetchStartData } from './start-data.ts';

function prefetchedKeys() {
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
  return () => prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('the data asked for as the app starts', () => {
  afterEach(() => {
    clearJwt();
    vi.restoreAllMocks();
  });

  it('asks for the maintenance flag, the hours and licences, and a signed-in visitor’s profile', () => {
    const keys = prefetchedKeys();
    setJwt('token');
    prefetchStartData('hearth');
    expect(keys()).toEqual([
      ['profile', 'Bearer token'],
      ['feature-flags', 'maintenance', 'hearth'],
      ['operating-hours', 'OPS_PHONE', 'hearth'],
      ['state-licenses', 'hearth'],
    ]);
  });

  it('asks for no profile without a token, and for nothing of the org without its payload', () => {
    const keys = prefetchedKeys();
    prefetchStartData(undefined);
    expect(keys()).toEqual([]);
    prefetchStartData('hearth');
    expect(keys()).toHaveLength(3);
  });
});
