import { QueryClient } from '@tanstack/react-query';
import { getServerRenderContext } from './render-context.ts';

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

/** The browser's one query client. */
export const queryClient = createQueryClient();

/** The query client of this render: the request's own on the server (decision 012), else the browser's. */
export function getQueryClient(): QueryClient {
  return getServerRenderContext()?.queryClient ?? queryClient;
}
