import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJourneyProgressQueryOptions } from '../../features/journey/api/journey-progress.ts';
import { getHelocApplicationQueryOptions, getServerStepQueryOptions } from '../../lib/heloc-application.ts';
import { getProfileQueryOptions } from '../../lib/profile.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearJwt, setJwt } from '../../lib/storage.ts';
import { loaderArgs } from '../../test/loader-args.ts';
import { TEST_PROFILE } from '../../test/mock-api.ts';
import { requireApplicationId } from './application-id.ts';

const UUID = '2b1c6a9e-3f4d-4c8b-9a51-7e2d0f6b8c31';

function runLoader(uuid: string | undefined) {
  return requireApplicationId(loaderArgs(`/account/heloc/${uuid}`, { uuid }));
}

describe('the application routes’ loader', () => {
  afterEach(() => {
    clearJwt();
    queryClient.clear();
    vi.restoreAllMocks();
  });

  it('answers 404 for a segment that is not a UUID', async () => {
    await expect(runLoader('not-a-uuid')).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('loads the application and its server step, then the progress, which needs the profile', async () => {
    setJwt('token');
    const ensure = vi
      .spyOn(queryClient, 'ensureQueryData')
      .mockImplementation(async (options) => (options.queryKey[0] === 'profile' ? TEST_PROFILE : {}));
    await expect(runLoader(UUID)).resolves.toBeNull();
    const keys = ensure.mock.calls.map(([options]) => options.queryKey);
    expect(keys).toEqual([
      getProfileQueryOptions('Bearer token').queryKey,
      getHelocApplicationQueryOptions(UUID).queryKey,
      getServerStepQueryOptions(UUID).queryKey,
      getJourneyProgressQueryOptions(queryClient, UUID, TEST_PROFILE).queryKey,
    ]);
  });

  it('the browser does not wait for the progress: it polls the step until it settles', async () => {
    setJwt('token');
    vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (options) =>
      options.queryKey[0] === 'derived:journey-progress' ? new Promise(() => undefined) : TEST_PROFILE,
    );
    await expect(runLoader(UUID)).resolves.toBeNull();
  });

  it('asks for nothing without a token (the sign-in guard sends the visitor to log in)', async () => {
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    await expect(runLoader(UUID)).resolves.toBeNull();
    expect(ensure).not.toHaveBeenCalled();
  });
});
