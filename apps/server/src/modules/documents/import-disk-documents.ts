import { readdir } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentFiles, documents } from '../../db/schema/index.ts';
import { insertDocumentFile } from './database-document-storage.ts';
import { createDiskDocumentStorage, documentsDirectory } from './disk-document-storage.ts';
import { isStorageKey } from './document-storage.ts';

export interface DiskImportOptions {
  dataDir: string;
  piiKey?: Buffer;
}

export interface DiskImportResult {
  imported: number;
  /** Keys whose file could not be read (a wrong key, a damaged file): left on disk, not copied. */
  failed: string[];
}

const KEYS_PER_QUERY = 500;

/**
 * The move to PostgreSQL: files this instance kept in `DATA_DIR/documents` before are copied into
 * `document_files`, so every instance serves them. Only files a `documents` row points at are
 * copied (a rolled-back write can leave one no row does); a key already there is skipped, so running
 * it at every start is safe and costs a directory listing once done. The disk copies stay.
 */
export async function importDiskDocuments(db: Db, options: DiskImportOptions): Promise<DiskImportResult> {
  const disk = createDiskDocumentStorage(options);
  const keys = (await listDirectory(documentsDirectory(options.dataDir))).filter(isStorageKey);
  const result: DiskImportResult = { imported: 0, failed: [] };
  for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
    for (const storageKey of await keysToImport(db, keys.slice(start, start + KEYS_PER_QUERY))) {
      const bytes = await disk.read(storageKey).catch(() => undefined);
      if (!bytes) {
        result.failed.push(storageKey);
        continue;
      }
      const { inserted } = await insertDocumentFile(db, storageKey, bytes, options.piiKey);
      result.imported += inserted ? 1 : 0;
    }
  }
  return result;
}

async function keysToImport(db: Db, keys: string[]): Promise<string[]> {
  const [byOriginal, bySignedCopy, present] = await Promise.all([
    db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys)),
    db
      .select({ key: documents.signedStorageKey })
      .from(documents)
      .where(inArray(documents.signedStorageKey, keys)),
    db
      .select({ key: documentFiles.storageKey })
      .from(documentFiles)
      .where(inArray(documentFiles.storageKey, keys)),
  ]);
  const referenced = new Set([...byOriginal, ...bySignedCopy].map((row) => row.key));
  const stored = new Set(present.map((row) => row.key));
  return keys.filter((key) => referenced.has(key) && !stored.has(key));
}

async function listDirectory(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return [];
    }
    throw error;
  }
}
