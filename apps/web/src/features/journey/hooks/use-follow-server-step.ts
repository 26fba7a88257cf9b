import { isWaitingOnOthers } from '@hearth/domain/lifecycle/waiting-on-others';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getServerStepQueryOptions } from '../../../lib/heloc-application.ts';
import { getJourneyProgressKey, type JourneyProgress } from '../api/journey-progress.ts';

/** How often a waiting page re-reads the step in the background. */
export const FOLLOW_INTERVAL_MS = 2_000;

/**
 * Pages where the borrower waits though they could still act: complete (the rescission clock and the
 * funding bank; they may cancel) and notary/reserve-manual (the notary's visit; they may go online).
 */
const ALWAYS_FOLLOWED_PAGES = ['complete', 'notary/reserve-manual'];

/**
 * While the borrower waits on a job, a vendor or staff, the step is re-read every few seconds (not
 * while the tab is hidden); when it has moved, the journey's progress is read again and the guard
 * takes the borrower to the page of the new step — nobody has to press 'Check status'.
 */
export function useFollowServerStep(uuid: string, page: string, progress: JourneyProgress | undefined): void {
  const queryClient = useQueryClient();
  const follow =
    progress !== undefined &&
    (isWaitingOnOthers(progress.serverStep) || ALWAYS_FOLLOWED_PAGES.includes(page));
  const status = useQuery({
    ...getServerStepQueryOptions(uuid),
    enabled: follow,
    refetchInterval: follow ? FOLLOW_INTERVAL_MS : false,
  });
  const seen = status.data?.serverStep;
  useEffect(() => {
    if (follow && seen && progress && seen !== progress.serverStep) {
      void queryClient.invalidateQueries({ queryKey: getJourneyProgressKey(uuid) });
    }
  }, [follow, seen, progress, uuid, queryClient]);
}
