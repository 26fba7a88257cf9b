import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  assertStorageKey,
  DEFAULT_MAX_UPLOAD_BYTES,
  DocumentFileMissingError,
  type DocumentStorage,
  type DocumentStorageOptions,
  sha256Hex,
} from './document-storage.ts';
import { decryptFile, encryptFile, isEncryptedFile } from './file-cipher.ts';

export function documentsDirectory(dataDir: string): string {
  return join(dataDir, 'documents');
}

/** Files in `DATA_DIR/documents`, one per key: the store of a single instance on PGlite. */
export function createDiskDocumentStorage(options: DocumentStorageOptions): DocumentStorage {
  const directory = documentsDirectory(options.dataDir);
  return {
    maxUploadBytes: options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES,
    piiKey: options.piiKey,
    async write(bytes, extension) {
      const storageKey = `${randomUUID()}.${extension}`;
      await mkdir(directory, { recursive: true, mode: 0o700 });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = join(directory, `.${storageKey}.partial`);
      const stored = options.piiKey ? encryptFile(bytes, options.piiKey) : bytes;
      await writeFile(temporary, stored, { mode: 0o600, flag: 'wx' });
      await rename(temporary, join(directory, storageKey));
      return { storageKey, sha256: sha256Hex(bytes), size: bytes.byteLength };
    },
    async read(storageKey) {
      assertStorageKey(storageKey);
      const stored = await readFile(join(directory, storageKey)).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new DocumentFileMissingError(storageKey) : error;
      });
      if (!isEncryptedFile(stored)) {
        return stored;
      }
      if (!options.piiKey) {
        throw new Error(`document file ${storageKey} is encrypted and no PII key is configured`);
      }
      return decryptFile(stored, options.piiKey);
    },
    async remove(storageKey) {
      assertStorageKey(storageKey);
      await rm(join(directory, storageKey), { force: true });
    },
  };
}
