import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getApplicationPagePath } from './heloc-application.ts';

/**
 * After a write that moves the server step: drop the cached application, status and profile, then go to the
 * application root, whose journey shell polls the step and opens the page it maps to (000 §4).
 */
export function useContinueJourney(uuid: string): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The application's queries, and the profile: some writes (ownership, SSN) show up there too.
    await queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'profile' || query.queryKey.some((part) => part === uuid),
    });
    await navigate(getApplicationPagePath(uuid), { replace: true });
  }, [navigate, queryClient, uuid]);
}
