import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client.ts';
import { clearJwt, setJwt } from '../../../lib/storage.ts';
import { loaderArgs } from '../../../test/loader-args.ts';
import { getOffersQueryOptions } from '../api/offers-calls.ts';
import { loader } from './select.tsx';

const UUID = '2b1c6a9e-3f4d-4c8b-9a51-7e2d0f6b8c31';

describe('product/select’s loader', () => {
  afterEach(() => {
    clearJwt();
    vi.restoreAllMocks();
  });

  it('asks for the offers as the route matches, without waiting for them (the page shows its waiting screen)', async () => {
    setJwt('token');
    const ensure = vi.spyOn(queryClient, 'ensureQueryData').mockReturnValue(new Promise(() => {}));
    await expect(
      loader(loaderArgs(`/account/heloc/${UUID}/product/select`, { uuid: UUID })),
    ).resolves.toBeNull();
    expect(ensure.mock.calls.map(([options]) => options.queryKey)).toEqual([
      getOffersQueryOptions(UUID).queryKey,
    ]);
  });

  it('asks nothing for a uuid of the wrong shape (the parent route’s 404 runs beside it, not before)', async () => {
    setJwt('token');
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    await loader(loaderArgs('/account/heloc/not-a-uuid/product/select', { uuid: 'not-a-uuid' }));
    expect(ensure).not.toHaveBeenCalled();
  });
});
