import type { DocumentType } from '@hearth/domain/enums/document-type';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { documents } from './documents.ts';
import { identities } from './identity.ts';
import { staffUsers } from './staff.ts';

/**
 * A condition (002 §3, CND-004): something staff need from the borrower before the loan can go on.
 * OPEN → SUBMITTED (the borrower uploaded the documents asked for) → RESOLVED (staff cleared it).
 */
export const applicationConditions = pgTable(
  'application_conditions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    documentTypes: jsonb('document_types').$type<DocumentType[]>().notNull().default([]),
    numDocsRequired: integer('num_docs_required').notNull().default(1),
    status: text('status').notNull().default('OPEN'),
    /** Null: asked of the borrower. Else the `helocSigners` entry (co-deeder) it is asked of (SGN-004). */
    signerUuid: uuid('signer_uuid'),
    /** Null when the system raised it (a job), not a staff user. */
    raisedByStaffUuid: uuid('raised_by_staff_uuid').references(() => staffUsers.uuid),
    resolvedByStaffUuid: uuid('resolved_by_staff_uuid').references(() => staffUsers.uuid),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_conditions_application_idx').on(table.applicationUuid, table.createdAt)],
);

/** A document the borrower uploaded against a condition; the file and its row belong to the documents module. */
export const conditionDocuments = pgTable(
  'condition_documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    conditionUuid: uuid('condition_uuid')
      .notNull()
      .references(() => applicationConditions.uuid, { onDelete: 'cascade' }),
    documentUuid: uuid('document_uuid')
      .notNull()
      .references(() => documents.uuid, { onDelete: 'cascade' }),
    uploadedByIdentityUuid: uuid('uploaded_by_identity_uuid')
      .notNull()
      .references(() => identities.uuid),
    /** PENDING until staff review it; REJECTED ones no longer count towards numDocsRequired. */
    reviewStatus: text('review_status').notNull().default('PENDING'),
    /** Why staff turned it down, in words the borrower reads on their requests page. */
    rejectionReason: text('rejection_reason'),
    reviewedByStaffUuid: uuid('reviewed_by_staff_uuid').references(() => staffUsers.uuid),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('condition_documents_condition_idx').on(table.conditionUuid)],
);
