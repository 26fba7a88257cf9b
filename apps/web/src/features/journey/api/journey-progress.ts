import { pollServerStep } from '@hearth/domain/progress/poller';
import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { type NextPage, resolveNextPage, toNextPageHref } from '@hearth/domain/progress/resolve-next-page';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getHelocApplicationQueryOptions,
  getServerStepQueryOptions,
  type JourneyApplication,
} from '../../../lib/heloc-application.ts';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface JourneyProgress {
  serverStep: string;
  application: JourneyApplication;
  next: NextPage;
  /** Where the next page is; null when routing should not navigate (SGN-010 reload). */
  href: string | null;
}

export function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * PRG-051…056 then PRG-057…107: poll the server step until it settles, read the application, and
 * resolve the page the progress model names. The application lands in its shared cache too.
 */
export function getJourneyProgressQueryOptions(
  queryClient: QueryClient,
  uuid: string,
  profile: ProgressProfile | undefined,
  sleep: Sleep = sleepFor,
) {
  return queryOptions({
    queryKey: ['journey-progress', uuid, profile?.uuid ?? null],
    queryFn: async ({ signal }): Promise<JourneyProgress> => {
      const { step } = await pollServerStep({
        fetchStep: async () => {
          const body = await queryClient.fetchQuery({ ...getServerStepQueryOptions(uuid), staleTime: 0 });
          return body.serverStep;
        },
        sleep: (ms) => sleep(ms, signal),
      });
      const application = await queryClient.fetchQuery({
        ...getHelocApplicationQueryOptions(uuid),
        staleTime: 0,
      });
      const next = resolveNextPage({ serverStep: step, application, profile });
      return { serverStep: step, application, next, href: toNextPageHref(uuid, next) };
    },
    enabled: profile !== undefined,
    // A failed read waits for the borrower's retry rather than re-running when the root mounts.
    retryOnMount: false,
  });
}
