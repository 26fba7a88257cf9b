import { sessionReplayApi } from '@hearth/domain/api/session-replay-api';
import { callEndpoint } from './call-endpoint.ts';

/** API-039: saves the replay link on the application; the server keeps it only if the lender records replays. */
export async function saveReplayLink(applicationUuid: string, link: string): Promise<boolean> {
  const { stored } = await callEndpoint(sessionReplayApi.saveLink, {
    params: { uuid: applicationUuid },
    body: { link },
  });
  return stored;
}
