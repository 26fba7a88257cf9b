import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StoredSessionDetails } from '../../modules/telemetry/stored-telemetry.ts';
import type { JsonObject } from '../stored-json.ts';

/** API-061: a browser session of the event tracker. */
export const telemetrySessions = pgTable('telemetry_sessions', {
  uuid: uuid('uuid').primaryKey(),
  context: text('context').notNull(),
  trackerUuid: uuid('tracker_uuid').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  organizationCode: text('organization_code').notNull(),
  /** platform, versions and screen sizes as sent; never PII. */
  details: jsonb('details').$type<StoredSessionDetails>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** API-060: one tracked event. Properties are stripped of PII-named keys before they get here. */
export const telemetryEvents = pgTable(
  'telemetry_events',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    context: text('context').notNull(),
    organizationCode: text('organization_code').notNull(),
    event: text('event').notNull(),
    eventType: text('event_type'),
    productType: text('product_type'),
    pagePath: text('page_path'),
    domain: text('domain'),
    sessionUuid: uuid('session_uuid'),
    identityId: text('identity_id'),
    applicationUuid: text('application_uuid'),
    eventProperties: jsonb('event_properties').$type<JsonObject>().notNull().default({}),
    queryParams: jsonb('query_params').$type<JsonObject>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('telemetry_events_event_idx').on(table.event, table.createdAt),
    index('telemetry_events_dedupe_idx').on(table.dedupeKey),
  ],
);
