import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { staffUsers } from './staff.ts';

/**
 * Who on the lender's staff works an application now: at most one assignee each. Taking,
 * reassigning and releasing one are audited (`ops.application-assigned`, `ops.application-unassigned`).
 */
export const applicationAssignments = pgTable(
  'application_assignments',
  {
    applicationUuid: uuid('application_uuid')
      .primaryKey()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    staffUuid: uuid('staff_uuid')
      .notNull()
      .references(() => staffUsers.uuid),
    assignedBy: uuid('assigned_by')
      .notNull()
      .references(() => staffUsers.uuid),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_assignments_staff_idx').on(table.staffUuid)],
);
