import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { telemetryEvents, telemetrySessions } from '../../db/schema/index.ts';
import { stripPii } from './strip-pii.ts';

const suite = useTestApp(() => buildTestApp({ rateLimitsEnabled: false }));

function post(call: 'session' | 'event', payload: Record<string, unknown>, context = 'heloc') {
  return injectEndpoint(suite.t.app, telemetryApi[call], { params: { context }, payload });
}

describe('POST /ft/:context/session (API-061)', () => {
  it('answers a session key and keeps the browser’s tracker uuid', async () => {
    const trackerUuid = crypto.randomUUID();
    const response = await post('session', {
      platform: 'WEB',
      libVersion: '1.0.0',
      appVersion: '0.1.0',
      screenWidth: 1280,
      sessionKey: { trackerUuid },
    });
    expect(response.statusCode).toBe(200);
    const { sessionKey } = response.json();
    expect(sessionKey).toMatchObject({ trackerUuid, uuid: expect.any(String), epoch: expect.any(Number) });
    const [row] = await suite.t.db
      .select()
      .from(telemetrySessions)
      .where(eq(telemetrySessions.uuid, sessionKey.uuid));
    expect(row).toMatchObject({ context: 'heloc', trackerUuid, organizationCode: 'hearth' });
  });

  it('makes a tracker uuid when none is sent, and refuses a bad context', async () => {
    const response = await post('session', {});
    expect(response.json().sessionKey.trackerUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await post('session', {}, 'bad context!')).statusCode).toBe(400);
  });
});

describe('POST /ft/:context/event (API-060, REG-041)', () => {
  it('stores the event without PII-named fields', async () => {
    const response = await post('event', {
      event: 'helocStarted',
      eventType: 'TRACK',
      productType: 'HELOC',
      pagePath: '/register-v2/password?email=ada@example.com',
      eventProperties: {
        step: 'password',
        email: 'ada@example.com',
        nested: { phoneNumber: '2125550123', ok: 1 },
      },
      queryParams: { utm_source: 'mail', dob: '1970-01-01' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stored: true,
      removedFields: ['eventProperties.email', 'eventProperties.nested.phoneNumber', 'queryParams.dob'],
    });
    const [row] = await suite.t.db
      .select()
      .from(telemetryEvents)
      .where(eq(telemetryEvents.event, 'helocStarted'));
    expect(row).toMatchObject({
      productType: 'HELOC',
      pagePath: '/register-v2/password',
      eventProperties: { step: 'password', nested: { ok: 1 } },
      queryParams: { utm_source: 'mail' },
    });
    expect(JSON.stringify(row)).not.toContain('ada@example.com');
  });

  it('dedupes by the dedupe property unless told not to', async () => {
    const sessionKey = { uuid: crypto.randomUUID() };
    const event = { event: 'pageView', sessionKey, dedupeProperty: 'page', eventProperties: { page: '/a' } };
    expect((await post('event', event)).json().stored).toBe(true);
    expect((await post('event', event)).json().stored).toBe(false);
    expect((await post('event', { ...event, dontDedupe: true })).json().stored).toBe(true);
    const rows = await suite.t.db.select().from(telemetryEvents).where(eq(telemetryEvents.event, 'pageView'));
    expect(rows).toHaveLength(2);
  });

  it('refuses an event without a name or with an oversized one', async () => {
    expect((await post('event', {})).statusCode).toBe(400);
    expect((await post('event', { event: 'x'.repeat(5000) })).statusCode).toBe(400);
  });
});

describe('stripPii', () => {
  it.each([
    'email',
    'eMail',
    'phone',
    'mobileNumber',
    'ssn',
    'dob',
    'dateOfBirth',
    'firstName',
    'street1',
    'password',
  ])('removes %s', (key) => {
    expect(stripPii({ [key]: 'x', keep: 1 }).clean).toEqual({ keep: 1 });
  });

  it('walks arrays', () => {
    expect(stripPii({ list: [{ email: 'a', id: 1 }] })).toEqual({
      clean: { list: [{ id: 1 }] },
      removed: ['list.0.email'],
    });
  });
});
