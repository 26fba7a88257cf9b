import { zSessionBody } from '@hearth/domain/telemetry/telemetry-dto';
import { z } from 'zod';
import { parseJsonColumns } from '../../db/stored-data-error.ts';
import { zJsonObject } from '../../db/stored-json.ts';
import { stripPii } from './strip-pii.ts';

/**
 * The JSON columns of the telemetry tables. What a browser sends has no fixed shape, so the
 * properties and query are JSON objects; at rest they never hold a PII-named key (the service strips
 * them first). Checked on every write (`checkTelemetrySessionWrite`, `checkTelemetryEventWrite`);
 * nothing in the server reads them back.
 */
const zPiiFreeJsonObject = zJsonObject.refine((value) => stripPii(value).removed.length === 0, {
  message: 'holds a PII-named key',
});

/**
 * API-061: the session as the browser described it (platform, versions, screen sizes), never PII:
 * whether a referrer came, not the referrer.
 */
export const zStoredSessionDetails = zSessionBody
  .omit({ sessionKey: true, queryParams: true, referrer: true })
  .extend({ queryParams: zPiiFreeJsonObject, hasReferrer: z.boolean() })
  .strict();
export type StoredSessionDetails = z.infer<typeof zStoredSessionDetails>;

export const TELEMETRY_SESSION_JSON_COLUMNS = { details: zStoredSessionDetails } as const;
export const TELEMETRY_EVENT_JSON_COLUMNS = {
  eventProperties: zPiiFreeJsonObject,
  queryParams: zPiiFreeJsonObject,
} as const;

export function checkTelemetrySessionWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('telemetry_sessions', TELEMETRY_SESSION_JSON_COLUMNS as never, values, 'write');
}

export function checkTelemetryEventWrite<T extends Record<string, unknown>>(values: T): T {
  return parseJsonColumns('telemetry_events', TELEMETRY_EVENT_JSON_COLUMNS as never, values, 'write');
}
