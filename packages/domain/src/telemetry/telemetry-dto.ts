import { z } from 'zod';

const zShortText = z.string().max(500);
const zRecord = z.record(z.string().max(100), z.json());

export const zContextParams = z.object({
  context: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { message: 'Unknown telemetry context' }),
});

export const zSessionKey = z.object({
  uuid: z.uuid(),
  epoch: z.number().int().nonnegative(),
  trackerUuid: z.uuid(),
});

/** API-061: POST /ft/{context}/session. */
export const zSessionBody = z.object({
  platform: z.literal('WEB').default('WEB'),
  libVersion: zShortText.optional(),
  appVersion: zShortText.optional(),
  referrer: z.string().max(2000).optional(),
  queryParams: zRecord.optional(),
  screenWidth: z.number().int().min(0).max(100_000).optional(),
  screenHeight: z.number().int().min(0).max(100_000).optional(),
  windowWidth: z.number().int().min(0).max(100_000).optional(),
  windowHeight: z.number().int().min(0).max(100_000).optional(),
  sessionKey: zSessionKey.partial().nullish(),
});
export type SessionBody = z.infer<typeof zSessionBody>;

export const zSessionResponse = z.object({ sessionKey: zSessionKey });

/** API-060: POST /ft/{context}/event. */
export const zEventBody = z.object({
  event: z.string().min(1).max(100),
  eventType: z.string().max(100).optional(),
  productType: z.string().max(40).optional(),
  domain: z.string().max(255).optional(),
  pagePath: z.string().max(2000).optional(),
  queryParams: zRecord.optional(),
  sessionKey: zSessionKey.partial().nullish(),
  identityId: z.string().max(100).nullish(),
  applicationUuid: z.string().max(100).nullish(),
  eventProperties: zRecord.optional(),
  dontDedupe: z.boolean().optional(),
  dedupeProperty: z.string().max(100).nullish(),
});
export type EventBody = z.infer<typeof zEventBody>;

export const zEventResponse = z.object({ stored: z.boolean(), removedFields: z.array(z.string()) });
