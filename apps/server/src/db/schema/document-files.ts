import { bigint, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: both come back a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * The bytes of document files when the app runs on PostgreSQL, so every instance serves every file
 * (on PGlite they stay in `DATA_DIR/documents`). `storage_key` is the key a `documents` row holds
 * (`storage_key` or `signed_storage_key`); there is no foreign key because the disk store's rows
 * have no file here. `contents` is encrypted under the PII key (file-cipher.ts); `size` and
 * `sha256` describe the plaintext, as on the `documents` row.
 */
export const documentFiles = pgTable('document_files', {
  storageKey: text('storage_key').primaryKey(),
  contents: bytea('contents').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
