import { conditionsApi } from '@hearth/domain/api/conditions-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { listEndpoints } from '@hearth/domain/api/index';
import type { Condition } from '@hearth/domain/conditions/condition-dto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { endpointQuery, endpointQueryKey, lazyEndpointQuery } from './query-keys.ts';

const UUID = '2b1c6a9e-3f4d-4c8b-9a51-7e2d0f6b8c31';

function condition(uuid: string, categoryEnum: string, created: string): Condition {
  return {
    uuid,
    categoryEnum,
    created,
    notes: '',
    commentsToBorrower: '',
    requestDocuments: [],
    actionNeeded: true,
    xtraData: { numDocsRequired: 1 },
  } as Condition;
}

describe('the query-key factory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('gives every endpoint its own key for the same input', () => {
    const endpoints = listEndpoints();
    const keys = endpoints.map((endpoint) =>
      JSON.stringify(endpointQueryKey(endpoint, { params: { uuid: UUID } })),
    );
    expect(endpoints.length).toBeGreaterThan(5);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells inputs and scopes apart', () => {
    const a = endpointQueryKey(conditionsApi.list, { params: { uuid: UUID } });
    const b = endpointQueryKey(conditionsApi.list, { params: { uuid: UUID.replace('2b', '3c') } });
    const scoped = endpointQueryKey(conditionsApi.list, { params: { uuid: UUID } }, 'token-1');
    expect(new Set([a, b, scoped].map((key) => JSON.stringify(key))).size).toBe(3);
    expect(a[0]).toBe('conditions');
  });

  it('keeps the raw answer under a key, so a view chosen by one page never reaches another', async () => {
    const unsorted = [
      condition('c2', 'HELOC_MANUAL_PAYSTUB_UPLOAD', '2026-01-02T00:00:00.000Z'),
      condition('c1', 'HELOC_MANUAL_PAYSTUB_UPLOAD', '2026-01-01T00:00:00.000Z'),
    ];
    mockApi({ [`GET ${endpointPath(conditionsApi.list, { uuid: UUID })}`]: () => ({ body: unsorted }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const query = endpointQuery(conditionsApi.list, { params: { uuid: UUID } });
    // One page reads the list as it is; another sorts it oldest first, as the conditions page does.
    const raw = new QueryObserver(client, query);
    const sorted = new QueryObserver(client, {
      ...query,
      select: (list: Condition[]) => [...list].sort((x, y) => x.created.localeCompare(y.created)),
    });
    const stopRaw = raw.subscribe(() => {});
    const stopSorted = sorted.subscribe(() => {});
    await vi.waitFor(() => expect(sorted.getCurrentResult().status).toBe('success'));
    expect(raw.getCurrentResult().data?.map((item) => item.uuid)).toEqual(['c2', 'c1']);
    expect(sorted.getCurrentResult().data?.map((item) => item.uuid)).toEqual(['c1', 'c2']);
    stopRaw();
    stopSorted();
    client.clear();
  });
});

describe('lazyEndpointQuery', () => {
  it('gives the key endpointQuery gives, so loading the contract later changes no cache entry', async () => {
    const { identityApi } = await import('@hearth/domain/api/identity-api');
    const eager = endpointQuery(identityApi.profile, {}, 'scope-1');
    const lazy = lazyEndpointQuery('identity.profile', async () => identityApi.profile, {}, 'scope-1');
    expect(lazy.queryKey).toEqual(eager.queryKey);
  });
});
