import { zApplicationParams } from '../application/heloc-application-dto.ts';
import { zFullStoryLinkBody, zFullStoryLinkResult } from '../application/session-replay.ts';
import { HELOC_API } from './base-paths.ts';
import { defineEndpoint } from './endpoint.ts';

/** API-039: the replay link of the borrower's session, kept only where the lender records replays. */
export const sessionReplayApi = {
  saveLink: defineEndpoint({
    id: 'sessionReplay.saveLink',
    method: 'PUT',
    path: `${HELOC_API}/full-story-link`,
    auth: 'bearer',
    params: zApplicationParams,
    body: zFullStoryLinkBody,
    response: zFullStoryLinkResult,
  }),
};
