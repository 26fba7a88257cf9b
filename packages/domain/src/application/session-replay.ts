import { z } from 'zod';

/** The replay session the client is recorded under (API-005), sent with every call when replay is on. */
export const SESSION_REPLAY_HEADER = 'x-session-replay-id';

/** The data attribute a replay service reads to leave an element's content out of a recording. */
export const REPLAY_MASK_ATTRIBUTE = 'data-replay-mask';

/** API-039: PUT {base}/{uuid}/full-story-link, body {link}: an https link to the replay. */
export const zFullStoryLinkBody = z.strictObject({
  link: z
    .string()
    .max(2000)
    .regex(/^https:\/\/[^\s]+$/, { message: 'Not a valid session replay link' }),
});

/** Whether the link was kept: only when the lender has turned replay on (decision 019). */
export const zFullStoryLinkResult = z.strictObject({ stored: z.boolean() });
