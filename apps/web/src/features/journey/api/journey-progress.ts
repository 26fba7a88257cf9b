import { pollServerStep } from '@hearth/domain/progress/poller';
import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { type NextPage, resolveNextPage, toNextPageHref } from '@hearth/domain/progress/resolve-next-page';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  getHelocApplicationQueryOptions,
  getServerStepQueryOptions,
  type JourneyApplication,
} from '../../../lib/heloc-application.ts';
import { derivedQueryKey } from '../../../lib/query-keys.ts';

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

/** Every journey-progress query of one application, whoever the profile (to invalidate them). */
export function getJourneyProgressKey(uuid: string) {
  return derivedQueryKey('journey-progress', uuid);
}

/**
 * PRG-051…056 then PRG-057…107: poll the server step until it settles, read the application, and
 * resolve the page the progress model names. The application lands in its shared cache too.
 */
async function readJourneyProgress(
  queryClient: QueryClient,
  uuid: string,
  profile: ProgressProfile | undefined,
  sleep: Sleep,
  signal: AbortSignal,
): Promise<JourneyProgress> {
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
}

/** The journey's progress: derived from two calls, so its key is a derived one. */
export function getJourneyProgressQueryOptions(
  queryClient: QueryClient,
  uuid: string,
  profile: ProgressProfile | undefined,
  sleep: Sleep = sleepFor,
) {
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    readJourneyProgress(queryClient, uuid, profile, sleep, signal);
  return queryOptions({
    queryKey: derivedQueryKey('journey-progress', uuid, profile?.uuid ?? null),
    queryFn,
    enabled: profile !== undefined,
    // A failed read waits for the borrower's retry rather than re-running when the root mounts.
    retryOnMount: false,
  });
}
