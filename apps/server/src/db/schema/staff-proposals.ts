import type { ProposalStatus } from '@hearth/domain/ops/staff-proposal';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { staffUsers } from './staff.ts';

/**
 * Maker-checker proposals: a staff decision that moves money or ends a file (cancel, decline,
 * manual fund, valuation override), waiting for a second staff user. `payload` is the event's
 * detail; the decision columns are set once, when a checker approves or rejects it (or it goes
 * STALE because the step moved on).
 */
// Spelled out here: the schema loads no domain values (drizzle-kit reads this file on its own).
const STATUSES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'STALE',
] as const satisfies readonly ProposalStatus[];

export const staffProposals = pgTable(
  'staff_proposals',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid),
    event: text('event').notNull(),
    payload: jsonb('payload'),
    reason: text('reason').notNull(),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => staffUsers.uuid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: STATUSES }).notNull().default('PENDING'),
    decidedBy: uuid('decided_by').references(() => staffUsers.uuid),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    index('staff_proposals_application_idx').on(table.applicationUuid, table.createdAt),
    index('staff_proposals_status_idx').on(table.status, table.createdAt),
  ],
);
