import type { DatabaseHandle } from '../../db/client.ts';
import { createDatabaseDocumentStorage } from './database-document-storage.ts';
import { createDiskDocumentStorage } from './disk-document-storage.ts';
import type { DocumentStorage, DocumentStorageOptions } from './document-storage.ts';

/**
 * On PostgreSQL the files live in the database, where every instance finds them; on PGlite (one
 * embedded process) in `DATA_DIR/documents`.
 */
export function createDocumentStorage(
  database: DatabaseHandle,
  options: DocumentStorageOptions,
): DocumentStorage {
  return database.kind === 'postgres'
    ? createDatabaseDocumentStorage(database.db, options)
    : createDiskDocumentStorage(options);
}
