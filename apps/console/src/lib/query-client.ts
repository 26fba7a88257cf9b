import { QueryClient } from '@tanstack/react-query';
import { ConsoleApiError } from './api-error.ts';

/** A refused or failed answer is not retried: staff see the server's message at once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ConsoleApiError && error.status > 0) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
    },
  });
}
