import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { documentFiles } from '../../db/schema/index.ts';
import {
  assertStorageKey,
  contentTypeOf,
  DEFAULT_MAX_UPLOAD_BYTES,
  DocumentFileMissingError,
  type DocumentStorage,
  type StoredFile,
  sha256Hex,
} from './document-storage.ts';
import { decryptFile, encryptFile, isEncryptedFile } from './file-cipher.ts';

export interface DatabaseDocumentStorageOptions {
  maxUploadBytes?: number;
  piiKey?: Buffer;
}

/**
 * Files as rows of `document_files` (PostgreSQL): any instance reads what another wrote, and a
 * file written in the caller's transaction is committed or rolled back with the row pointing at it.
 */
export function createDatabaseDocumentStorage(
  db: Db,
  options: DatabaseDocumentStorageOptions,
): DocumentStorage {
  return {
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    piiKey: options.piiKey,
    async write(bytes, extension, tx = db) {
      const storageKey = `${randomUUID()}.${extension}`;
      const { inserted, ...file } = await insertDocumentFile(tx, storageKey, bytes, options.piiKey);
      if (!inserted) {
        throw new Error(`document file ${storageKey} already exists`);
      }
      return file;
    },
    async read(storageKey, tx = db) {
      assertStorageKey(storageKey);
      const [row] = await tx
        .select({ contents: documentFiles.contents })
        .from(documentFiles)
        .where(eq(documentFiles.storageKey, storageKey));
      if (!row) {
        throw new DocumentFileMissingError(storageKey);
      }
      if (!isEncryptedFile(row.contents)) {
        return row.contents;
      }
      if (!options.piiKey) {
        throw new Error(`document file ${storageKey} is encrypted and no PII key is configured`);
      }
      return decryptFile(row.contents, options.piiKey);
    },
    async remove(storageKey) {
      assertStorageKey(storageKey);
      await db.delete(documentFiles).where(eq(documentFiles.storageKey, storageKey));
    },
  };
}

/**
 * Stores `bytes` under `storageKey`, encrypted when a key is given. A key already stored is left as
 * it is (a repeated import), and `false` says so.
 */
export async function insertDocumentFile(
  db: Db,
  storageKey: string,
  bytes: Uint8Array,
  piiKey: Buffer | undefined,
): Promise<StoredFile & { inserted: boolean }> {
  assertStorageKey(storageKey);
  const file = { storageKey, sha256: sha256Hex(bytes), size: bytes.byteLength };
  const inserted = await db
    .insert(documentFiles)
    .values({
      ...file,
      contentType: contentTypeOf(storageKey),
      contents: piiKey ? encryptFile(bytes, piiKey) : Buffer.from(bytes),
    })
    .onConflictDoNothing()
    .returning({ storageKey: documentFiles.storageKey });
  return { ...file, inserted: inserted.length > 0 };
}
