import { operatingHoursApi, orgApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMaintenanceQueryOptions } from '../features/maintenance/api/get-maintenance.ts';
import { queryClient } from '../lib/query-client.ts';
import { endpointQueryKey } from '../lib/query-keys.ts';
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
      endpointQueryKey(profileApi.get, {}, 'Bearer token'),
      getMaintenanceQueryOptions('hearth').queryKey,
      endpointQueryKey(
        operatingHoursApi.hours,
        { params: { department: 'OPS_PHONE' }, query: { display: 'true' } },
        'hearth',
      ),
      endpointQueryKey(orgApi.stateLicenses, { query: { orgCode: 'hearth' } }),
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
