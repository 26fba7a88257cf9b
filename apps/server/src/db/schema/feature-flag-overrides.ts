import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * Feature-flag overrides set by staff through the ops API, shared by every instance of the cluster:
 * a scope (`*` or an org code) and a flag, with the value it forces and the variables it replaces.
 * A null `enabled` leaves the lender's default; null `variables` replaces none.
 */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    scope: text('scope').notNull(),
    flagKey: text('flag_key').notNull(),
    enabled: boolean('enabled'),
    variables: jsonb('variables'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedByStaffUuid: uuid('updated_by_staff_uuid').references(() => staffUsers.uuid),
  },
  (table) => [primaryKey({ columns: [table.scope, table.flagKey] })],
);
