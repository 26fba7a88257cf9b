import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff.ts';

/**
 * What a lender files its HMDA loan/application register under, set by its staff: the Legal
 * Entity Identifier (the ULI's first 20 characters), the federal taxpayer id, the supervising
 * agency and the contact person the CFPB may call. One row per lender (org code).
 */
export const lenderHmdaSettings = pgTable('lender_hmda_settings', {
  orgCode: text('org_code').primaryKey(),
  lei: text('lei').notNull(),
  taxId: text('tax_id').notNull(),
  agencyCode: text('agency_code').notNull(),
  contactName: text('contact_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByStaffUuid: uuid('updated_by_staff_uuid').references(() => staffUsers.uuid),
});
