import type { Db } from '../../db/client.ts';
import type { DocumentStorage, StoredExtension, StoredFile } from './document-storage.ts';

/**
 * Writes the bytes, then the row that points at them, both in `tx`; a failed insert removes the file
 * again. In the database store a rollback takes the file with it; on disk, a transaction rolled back
 * later leaves an unreferenced file behind: unreachable, never served.
 */
export async function storeFileWithRow<T>(
  tx: Db,
  storage: DocumentStorage,
  bytes: Uint8Array,
  extension: StoredExtension,
  insert: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const file = await storage.write(bytes, extension, tx);
  try {
    return await insert(file);
  } catch (error) {
    await storage.remove(file.storageKey);
    throw error;
  }
}
