import type { DocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { Db } from '../../db/client.ts';
import { detectUploadType } from './detect-upload-type.ts';
import { type DocumentRow, insertDocument } from './document.repository.ts';
import type { DocumentStorage } from './document-storage.ts';
import { buildSafeFilename } from './safe-filename.ts';
import { storeFileWithRow } from './store-file-with-row.ts';

export interface UploadInput {
  applicationUuid: string;
  type: DocumentType;
  /** As the client sent it: only its extension is checked and a cleaned copy shown; never a path. */
  filename: string;
  bytes: Uint8Array;
}

export interface StoreUploadOptions {
  now?: Date;
  storage: DocumentStorage;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`;
}

function displayName(type: DocumentType, filename: string, extension: string): string {
  const base =
    filename
      .split(/[\\/]/)
      .pop()
      ?.replace(/\.[^.]*$/, '') ?? '';
  return buildSafeFilename([type.toLowerCase(), base], extension);
}

/**
 * Decision 007 seam: checks the size and the real type (magic bytes, and that the name does not claim
 * another), then stores the bytes under a server-chosen name with an UPLOADED row. The caller checks
 * that the uploader owns the application.
 */
export async function storeUpload(
  tx: Db,
  upload: UploadInput,
  options: StoreUploadOptions,
): Promise<DocumentRow> {
  const { storage } = options;
  if (upload.bytes.byteLength > storage.maxUploadBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', [tooLargeMessage(storage.maxUploadBytes)]);
  }
  const detected = await detectUploadType(upload.filename, upload.bytes);
  return storeFileWithRow(tx, storage, upload.bytes, detected.extension, (file) =>
    insertDocument(tx, {
      applicationUuid: upload.applicationUuid,
      type: upload.type,
      status: 'UPLOADED',
      filename: displayName(upload.type, upload.filename, detected.extension),
      mime: detected.mime,
      ...file,
      ...(options.now ? { createdAt: options.now } : {}),
    }),
  );
}
