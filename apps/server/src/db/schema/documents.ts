import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { helocApplications } from './application.ts';
import { identities } from './identity.ts';

/**
 * A document of an application (decision 007 "documents"): a PDF the server generated
 * or a file the borrower uploaded. The bytes live, encrypted under the PII key, under
 * `storage_key`, a name the server chose: in `document_files` on PostgreSQL, in
 * `DATA_DIR/documents/<storage_key>` on PGlite; `sha256` and `size` describe the plaintext
 * original. Signing keeps the original and adds a stamped copy (`signed_*`), so the hash of what
 * the borrower was shown is never lost.
 */
export const documents = pgTable(
  'documents',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    applicationUuid: uuid('application_uuid')
      .notNull()
      .references(() => helocApplications.uuid, { onDelete: 'cascade' }),
    /** ENM-015 document type. */
    type: text('type').notNull(),
    /** GENERATED | UPLOADED | SIGNED. */
    status: text('status').notNull(),
    /** A safe display name for downloads; never used as a path. */
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    signedStorageKey: text('signed_storage_key').unique(),
    signedSha256: text('signed_sha256'),
    signedSize: bigint('signed_size', { mode: 'number' }),
    signedByIdentityUuid: uuid('signed_by_identity_uuid').references(() => identities.uuid),
    signedByName: text('signed_by_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedIp: text('signed_ip'),
    /** TYPED or DRAWN. */
    signatureKind: text('signature_kind'),
    /** The typed signature exactly as the signer typed it (null for a drawn one). */
    signatureText: text('signature_text'),
    /** The signer's browser (user agent) when they signed. */
    signedUserAgent: text('signed_user_agent'),
    /** SHA-256 of the exact bytes the signer was shown and signed, hashed by the server at signing. */
    signedDocumentSha256: text('signed_document_sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_application_idx').on(table.applicationUuid, table.createdAt)],
);
