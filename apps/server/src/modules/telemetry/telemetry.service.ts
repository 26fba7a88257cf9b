import { randomUUID } from 'node:crypto';
import type { EventBody, SessionBody } from '@hearth/domain/telemetry/telemetry-dto';
import type { Db } from '../../db/client.ts';
import { stripPii } from './strip-pii.ts';
import {
  hasEventWithDedupeKey,
  insertTelemetryEvent,
  insertTelemetrySession,
} from './telemetry.repository.ts';

interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

/** API-061: a new session; the browser's tracker uuid is kept so one device stays one tracker. */
export async function startTelemetrySession(
  db: Db,
  context: string,
  organizationCode: string,
  body: SessionBody,
  now: Date,
): Promise<{ sessionKey: SessionKey }> {
  const sessionKey = {
    uuid: randomUUID(),
    epoch: now.getTime(),
    trackerUuid: body.sessionKey?.trackerUuid ?? randomUUID(),
  };
  const { sessionKey: _ignored, queryParams, referrer, ...details } = body;
  await insertTelemetrySession(db, {
    ...sessionKey,
    context,
    organizationCode,
    details: { ...details, queryParams: stripPii(queryParams ?? {}).clean, hasReferrer: Boolean(referrer) },
  });
  return { sessionKey };
}

/**
 * API-060: stores one event with PII-named fields removed from its properties and query (the
 * answer lists what was removed). With a dedupeProperty and no dontDedupe, an event already
 * stored for the same session, name and property value is not stored again.
 */
export async function recordTelemetryEvent(
  db: Db,
  context: string,
  organizationCode: string,
  body: EventBody,
): Promise<{ stored: boolean; removedFields: string[] }> {
  const properties = stripPii(body.eventProperties ?? {});
  const query = stripPii(body.queryParams ?? {});
  const removedFields = [
    ...properties.removed.map((path) => `eventProperties.${path}`),
    ...query.removed.map((path) => `queryParams.${path}`),
  ];
  const dedupeKey = buildDedupeKey(context, body, properties.clean);
  if (dedupeKey && (await hasEventWithDedupeKey(db, dedupeKey))) {
    return { stored: false, removedFields };
  }
  await insertTelemetryEvent(db, {
    context,
    organizationCode,
    event: body.event,
    eventType: body.eventType ?? null,
    productType: body.productType ?? null,
    pagePath: body.pagePath?.split('?')[0] ?? null,
    domain: body.domain ?? null,
    sessionUuid: body.sessionKey?.uuid ?? null,
    identityId: body.identityId ?? null,
    applicationUuid: body.applicationUuid ?? null,
    eventProperties: properties.clean,
    queryParams: query.clean,
    dedupeKey,
  });
  return { stored: true, removedFields };
}

function buildDedupeKey(
  context: string,
  body: EventBody,
  properties: Record<string, unknown>,
): string | null {
  if (body.dontDedupe || !body.dedupeProperty) {
    return null;
  }
  const value = JSON.stringify(properties[body.dedupeProperty] ?? null);
  return [context, body.sessionKey?.uuid ?? '-', body.event, body.dedupeProperty, value].join('|');
}
