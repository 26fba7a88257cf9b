import { isUuid } from '@hearth/domain/ids/uuid';
import type { ProgressProfile } from '@hearth/domain/progress/progress-input';
import { data, type LoaderFunctionArgs } from 'react-router';
import { getHelocApplicationQueryOptions, getServerStepQueryOptions } from '../../lib/heloc-application.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { loadQuery, startQuery } from '../../lib/route-data.ts';
import { loadSession } from '../../lib/session-data.ts';
import { getJwt } from '../../lib/storage.ts';

/**
 * 000 §2: `{uuid}` is UUID-shaped; any other segment is a page we do not have (404). For a signed-in
 * borrower the journey guard's data (decision 016): the application and its server step, and the
 * journey's progress, which needs the profile. The progress polls the step until it settles (after a
 * write that can take a while): the browser opens the page meanwhile, as the guard lets it.
 */
export async function requireApplicationId({ params }: LoaderFunctionArgs): Promise<null> {
  const uuid = params.uuid;
  if (!isUuid(uuid)) {
    throw data(null, { status: 404 });
  }
  if (getJwt() === null) {
    return null;
  }
  // The journey's rules (its state machine) load with the application pages, not with the app's entry.
  const journeyProgress = import('../../features/journey/api/journey-progress.ts');
  const [profile, { getJourneyProgressQueryOptions }] = await Promise.all([
    loadSession(),
    journeyProgress,
    loadQuery(getHelocApplicationQueryOptions(uuid)),
    loadQuery(getServerStepQueryOptions(uuid)),
  ]);
  if (profile !== undefined) {
    await startQuery(getJourneyProgressQueryOptions(getQueryClient(), uuid, profile as ProgressProfile));
  }
  return null;
}
