import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.tsx';
import { getJourneyProgressQueryOptions, type Sleep } from '../api/journey-progress.ts';

/** The page the progress model names for application `uuid`, polled once per visit (PRG-051…110). */
export function useJourneyProgress(uuid: string, sleep?: Sleep) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  return useQuery(
    getJourneyProgressQueryOptions(queryClient, uuid, profile as ProgressProfile | undefined, sleep),
  );
}
