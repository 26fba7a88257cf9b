import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHelocApplicationQueryOptions, getServerStepQueryOptions } from '../../lib/heloc-application.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearJwt, setJwt } from '../../lib/storage.ts';
import { loaderArgs } from '../../test/loader-args.ts';
import { requireApplicationId } from './application-id.ts';

const UUID = '2b1c6a9e-3f4d-4c8b-9a51-7e2d0f6b8c31';

function runLoader(uuid: string | undefined) {
  return requireApplicationId(loaderArgs(`/account/heloc/${uuid}`, { uuid }));
}

describe('the application routes’ loader', () => {
  afterEach(() => {
    clearJwt();
    vi.restoreAllMocks();
  });

  it('answers 404 for a segment that is not a UUID', () => {
    expect(() => runLoader('not-a-uuid')).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });

  it('asks for a signed-in borrower’s application and server step as the route matches', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    setJwt('token');
    expect(runLoader(UUID)).toBeNull();
    const keys = prefetch.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      getHelocApplicationQueryOptions(UUID).queryKey,
      getServerStepQueryOptions(UUID).queryKey,
    ]);
  });

  it('asks for nothing without a token (the sign-in guard sends the visitor to log in)', () => {
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    expect(runLoader(UUID)).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
