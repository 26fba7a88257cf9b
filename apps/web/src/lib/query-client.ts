import { QueryClient } from '@tanstack/react-query';

/** API-009: queries never retry and are not refetched on window focus, mount or reconnect. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
