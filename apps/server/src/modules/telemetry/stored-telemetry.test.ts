import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/use-test-database.ts';
import { telemetryEvents } from '../../db/schema/index.ts';
import { checkTelemetryEventWrite, checkTelemetrySessionWrite } from './stored-telemetry.ts';
import { insertTelemetryEvent } from './telemetry.repository.ts';

const SESSION = {
  platform: 'WEB',
  appVersion: '1.2.3',
  screenWidth: 390,
  queryParams: { utm_source: 'mail' },
  hasReferrer: false,
};

describe('telemetry JSON columns (schemas)', () => {
  it.each([
    ['eventProperties', { page: '/offers', step: 3, flags: [true, null], nested: { term: 10 } }],
    ['queryParams', {}],
  ])('telemetry_events.%s: a JSON object without PII-named keys is written as it is', (column, value) => {
    expect(checkTelemetryEventWrite({ [column]: value })).toEqual({ [column]: value });
  });

  it.each([
    ['eventProperties', 'a PII-named key', { email: 'a@example.com' }],
    ['eventProperties', 'a PII-named key nested in a list', { answers: [{ phoneNumber: '2125550123' }] }],
    ['eventProperties', 'a value JSON cannot hold', { at: new Date(0) }],
    ['queryParams', 'a list', ['utm_source']],
    ['queryParams', 'a PII-named key', { dob: '1980-07-14' }],
  ])('telemetry_events.%s: %s is refused', (column, _label, value) => {
    expect(() => checkTelemetryEventWrite({ [column]: value })).toThrow(
      `telemetry_events.${column} is malformed (write)`,
    );
  });

  it('telemetry_sessions.details: the session as described is written as it is', () => {
    expect(checkTelemetrySessionWrite({ details: SESSION })).toEqual({ details: SESSION });
  });

  it.each([
    ['no referrer flag', { ...SESSION, hasReferrer: undefined }],
    ['another platform', { ...SESSION, platform: 'IOS' }],
    ['the referrer itself', { ...SESSION, referrer: 'https://mail.example.com/?to=a@example.com' }],
    ['a PII-named query parameter', { ...SESSION, queryParams: { email: 'a@example.com' } }],
  ])('telemetry_sessions.details: %s is refused', (_label, details) => {
    expect(() => checkTelemetrySessionWrite({ details })).toThrow(
      'telemetry_sessions.details is malformed (write)',
    );
  });
});

describe(`telemetry JSON columns on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  const database = useTestDatabase();

  it('an event whose properties hold a PII-named key is refused on write, and nothing is written', async () => {
    const event = randomUUID();
    const write = insertTelemetryEvent(database.db, {
      context: 'web',
      organizationCode: 'hearth',
      event,
      eventProperties: { firstName: 'Ada' },
      queryParams: {},
    });
    await expect(write).rejects.toThrow('telemetry_events.eventProperties is malformed (write)');
    await expect(write).rejects.not.toThrow(/Ada/);
    expect(await database.db.select().from(telemetryEvents).where(eq(telemetryEvents.event, event))).toEqual(
      [],
    );
  });
});
