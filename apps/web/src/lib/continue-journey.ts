import { isWaitingStep } from '@hearth/domain/enums/server-step';
import { isWaitingOnOthers } from '@hearth/domain/lifecycle/waiting-on-others';
import { POLL_BACKOFF } from '@hearth/domain/progress/poller';
import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { resolveNextPage, toNextPageHref } from '@hearth/domain/progress/resolve-next-page';
import { computeBackoffDelay } from '@hearth/domain/util/backoff';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  getApplicationPagePath,
  getHelocApplicationQueryOptions,
  getServerStepQueryOptions,
} from './heloc-application.ts';
import { useSession } from './session.tsx';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

function sleepFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

interface StayInput {
  queryClient: QueryClient;
  uuid: string;
  profile: ProgressProfile | undefined;
  /** The page the borrower acted on (a pathname). */
  pathname: string;
}

/**
 * Whether the write left the borrower on a step that only a job, a vendor or staff moves on from
 * and whose page is the one they are on: their part here is done, but going to the application
 * root would bring this page back afresh — unticked boxes and an idle button — until the step moves.
 * (Waiting-type steps are the root's: it polls them behind the processing modal.)
 */
export async function isStepStillOnThisPage({ queryClient, uuid, profile, pathname }: StayInput) {
  const { serverStep } = await queryClient.fetchQuery({ ...getServerStepQueryOptions(uuid), staleTime: 0 });
  if (isWaitingStep(serverStep) || !isWaitingOnOthers(serverStep)) {
    return false;
  }
  const application = await queryClient.fetchQuery(getHelocApplicationQueryOptions(uuid));
  const next = resolveNextPage({ serverStep, application, profile });
  const href = next.kind === 'stay' ? pathname : toNextPageHref(uuid, next);
  return href?.split('?')[0] === pathname;
}

export interface ContinueOptions {
  /**
   * For a write the borrower makes on this page: when the step it reached still names this page (a
   * job enrols the AutoPay account, verifies the income just linked), the borrower stays and the
   * returned promise stays pending — the page's button stays busy — while the step is re-read with the
   * spec's backoff (PRG-055: 1 s doubling, 5 s at most), until it moves on or the page is left.
   * Without it (a 'Check status'), the application root reads the step once.
   */
  untilStepLeavesPage?: boolean;
  sleep?: Sleep;
}

/**
 * After a write that moves the server step: drop the cached application, status and profile, then go to the
 * application root, whose journey shell polls the step and opens the page it maps to (000 §4).
 */
/** A query of this application: its uuid is a part of the key, or the `uuid` param of an endpoint's key. */
function isAboutApplication(queryKey: readonly unknown[], uuid: string): boolean {
  return queryKey.some(
    (part) =>
      part === uuid ||
      (typeof part === 'object' &&
        part !== null &&
        (part as { params?: { uuid?: unknown } }).params?.uuid === uuid),
  );
}

export function useContinueJourney(
  uuid: string,
  { untilStepLeavesPage = false, sleep = sleepFor }: ContinueOptions = {},
): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const profile = useSession().profile as ProgressProfile | undefined;
  const left = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    left.current = controller;
    return () => controller.abort();
  }, []);
  return useCallback(async () => {
    const signal = left.current?.signal ?? new AbortController().signal;
    // The application's queries, and the profile: some writes (ownership, SSN) show up there too.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'profile' || isAboutApplication(query.queryKey, uuid),
    });
    try {
      for (
        let retry = 0;
        untilStepLeavesPage && (await isStepStillOnThisPage({ queryClient, uuid, profile, pathname }));
        retry += 1
      ) {
        await sleep(computeBackoffDelay(retry, POLL_BACKOFF), signal);
      }
    } catch {
      // The page was left (the journey moved the borrower on), or the step could not be read: the
      // application root reads it again and shows a failure with a retry.
      if (signal.aborted) {
        return;
      }
    }
    await navigate(getApplicationPagePath(uuid), { replace: true });
  }, [navigate, queryClient, uuid, profile, pathname, sleep, untilStepLeavesPage]);
}

/**
 * A Continue (or 'Check status') that writes nothing: its button shows busy from the press until the
 * next page opens, since reading the step again may take the poller a few seconds.
 */
export function useContinueJourneyAction(uuid: string) {
  const continueJourney = useContinueJourney(uuid);
  const action = useMutation({ mutationFn: continueJourney });
  return { continueJourney: () => action.mutate(), isContinuing: action.isPending };
}
