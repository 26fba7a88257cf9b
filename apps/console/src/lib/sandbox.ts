import { opsApi } from '@hearth/domain/api/ops-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client.ts';
import { ConsoleApiError } from './api-error.ts';

export const sandboxClockQuery = queryOptions({
  queryKey: ['ops', 'clock'],
  queryFn: ({ signal }) => callEndpoint(opsApi.clock, {}, { signal }),
});

/** The sandbox tools exist when the server answers the clock (production answers 404). */
export function useSandboxAvailable(enabled: boolean): boolean {
  const clock = useQuery({ ...sandboxClockQuery, enabled, retry: false });
  if (!enabled || clock.isPending) {
    return false;
  }
  return !(clock.error instanceof ConsoleApiError && clock.error.status === 404);
}
