import type { DocumentStorage, StoredExtension, StoredFile } from './document-storage.ts';

/**
 * Writes the bytes, then the row that points at them; a failed insert removes the file again. (A
 * transaction rolled back later leaves an unreferenced file behind: unreachable, never served.)
 */
export async function storeFileWithRow<T>(
  storage: DocumentStorage,
  bytes: Uint8Array,
  extension: StoredExtension,
  insert: (file: StoredFile) => Promise<T>,
): Promise<T> {
  const file = await storage.write(bytes, extension);
  try {
    return await insert(file);
  } catch (error) {
    await storage.remove(file.storageKey);
    throw error;
  }
}
