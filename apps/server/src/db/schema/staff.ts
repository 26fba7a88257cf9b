import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Lender operations staff (the ops API). Kept apart from `identities` so that a borrower account can
 * never be promoted by a data slip, and a staff login never reaches a borrower route. Roles: OPS,
 * ADMIN (packages/domain/src/ops/staff-role.ts).
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('OPS'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('staff_users_email_lower_unique').on(sql`lower(${table.email})`)],
);
