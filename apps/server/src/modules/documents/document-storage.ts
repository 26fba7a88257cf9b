import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.ts';

/**
 * Extensions of what we store; the key is always `<uuid>.<ext>`, chosen here, never by a client.
 * Documents are PDFs and images; a support chat also takes voice notes, audio, video and text.
 */
export const STORED_EXTENSIONS = ['pdf', 'png', 'jpg', 'heic', 'amr', 'mp3', 'mp4', 'txt'] as const;
export type StoredExtension = (typeof STORED_EXTENSIONS)[number];

const STORAGE_KEY =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|png|jpg|heic|amr|mp3|mp4|txt)$/;

const CONTENT_TYPES: Record<StoredExtension, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  heic: 'image/heic',
  amr: 'audio/amr',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
};

export const DEFAULT_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export interface DocumentStorageOptions {
  /** DATA_DIR; the disk store keeps files in `<dataDir>/documents`. */
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

/**
 * Where document files live: on this instance's disk (PGlite, one process) or in the database
 * (PostgreSQL, so every instance serves every file). `db` is the caller's transaction: the database
 * store writes and reads through it, so a file is committed, or rolled back, with the row that
 * points at it; the disk store ignores it.
 */
export interface DocumentStorage {
  readonly maxUploadBytes: number;
  readonly piiKey: Buffer | undefined;
  write(bytes: Uint8Array, extension: StoredExtension, db?: Db): Promise<StoredFile>;
  read(storageKey: string, db?: Db): Promise<Buffer>;
  /** Undoes a write whose row was not recorded; removing a file that is not there does nothing. */
  remove(storageKey: string): Promise<void>;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

/** Refuses anything that is not a key we made, so a row can never point outside the store. */
export function assertStorageKey(storageKey: string): void {
  if (!isStorageKey(storageKey)) {
    throw new Error(`Not a document storage key: ${JSON.stringify(storageKey)}`);
  }
}

export function contentTypeOf(storageKey: string): string {
  const extension = storageKey.slice(storageKey.lastIndexOf('.') + 1) as StoredExtension;
  return CONTENT_TYPES[extension];
}

export class DocumentFileMissingError extends Error {
  constructor(storageKey: string) {
    super(`document file ${storageKey} is not in the store`);
    this.name = 'DocumentFileMissingError';
  }
}
