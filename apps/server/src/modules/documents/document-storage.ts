import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decryptFile, encryptFile, isEncryptedFile } from './file-cipher.ts';

/** Extensions of what we store; the key is always `<uuid>.<ext>`, chosen here, never by a client. */
export const STORED_EXTENSIONS = ['pdf', 'png', 'jpg', 'heic'] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|heic)$/;

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface DocumentStorageOptions {
  /** DATA_DIR; files go to `<dataDir>/documents`. */
  dataDir: string;
  /** Largest accepted upload in bytes (10 MB unless configured). */
  maxUploadBytes?: number;
  /**
   * The PII key: files are stored encrypted under it (file-cipher.ts), and the application summary
   * reads the applicant's masked date of birth with it. Without one (tests), files are stored as is.
   */
  piiKey?: Buffer;
}

export interface StoredFile {
  storageKey: string;
  sha256: string;
  size: number;
}

export interface DocumentStorage {
  readonly maxUploadBytes: number;
  readonly piiKey: Buffer | undefined;
  write(bytes: Uint8Array, extension: StoredExtension): Promise<StoredFile>;
  read(storageKey: string): Promise<Buffer>;
  remove(storageKey: string): Promise<void>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Refuses anything that is not a key we made, so a row can never point outside the folder. */
function assertStorageKey(storageKey: string): void {
  if (!STORAGE_KEY.test(storageKey)) {
    throw new Error(`Not a document storage key: ${JSON.stringify(storageKey)}`);
  }
}

export function createDocumentStorage(options: DocumentStorageOptions): DocumentStorage {
  const directory = join(options.dataDir, 'documents');
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
      const stored = await readFile(join(directory, storageKey));
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
