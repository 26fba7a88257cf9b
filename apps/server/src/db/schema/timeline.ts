import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (table) => [index('application_timeline_application_seq_idx').on(table.applicationUuid, table.seq)],
);

export type StepJobState = 'PENDING' | 'WAITING' | 'DONE' | 'STALE';

/**
 * The job outbox: one row per (application, step visit). Written in the transaction that enters a
 * JOB step, dispatched to pg-boss after commit; the worker marks it DONE in the transaction that
 * moves the step, so a replayed or duplicated delivery finds it DONE (or the step moved) and does nothing.
 */
export const lifecycleStepJobs = pgTable(
  'lifecycle_step_jobs',
  {
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    step: text('step').notNull(),
    state: text('state').$type<StepJobState>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    runs: integer('runs').notNull().default(0),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationUuid, table.seq] }),
    index('lifecycle_step_jobs_state_idx').on(table.state, table.dispatchedAt),
  ],
);
