import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JsonObject } from '../stored-json.ts';
import { helocApplications } from './application.ts';

/** Every server-step move of an application: who (actor, actorId), what (event), when, from, to. */
export const applicationTimeline = pgTable(
  'application_timeline',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    /** 1 for the first move; equals the application's step_seq after this move. */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actor: text('actor').$type<'BORROWER' | 'JOB' | 'PROVIDER' | 'OPS'>().notNull(),
    actorId: text('actor_id'),
    event: text('event').notNull(),
    fromStep: text('from_step').notNull(),
    toStep: text('to_step').notNull(),
    detail: jsonb('detail').$type<JsonObject>(),
  },
  (table) => [index('application_timeline_application_seq_idx').on(table.applicationUuid, table.seq)],
);
