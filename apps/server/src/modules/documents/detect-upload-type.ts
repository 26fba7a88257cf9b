import { AppError } from '@hearth/domain/errors/app-error';
import { fileTypeFromBuffer } from 'file-type';
import type { StoredExtension } from './document-storage.ts';

export const UNSUPPORTED_FILE_MESSAGE = 'Upload a PDF, JPEG, PNG or HEIC file';
export const EMPTY_FILE_MESSAGE = 'The file is empty';

/** What we accept, by the mime type the content's magic bytes give, with the names each may carry. */
const ACCEPTED: Record<string, { extension: StoredExtension; names: readonly string[] }> = {
  'application/pdf': { extension: 'pdf', names: ['pdf'] },
  'image/jpeg': { extension: 'jpg', names: ['jpg', 'jpeg', 'jpe'] },
  'image/png': { extension: 'png', names: ['png'] },
  'image/heic': { extension: 'heic', names: ['heic', 'heif'] },
  'image/heif': { extension: 'heic', names: ['heic', 'heif'] },
};

export interface DetectedUpload {
  mime: string;
  extension: StoredExtension;
}

export function mismatchMessage(filename: string, mime: string): string {
  return `The file "${filename}" is not what its name says: its content is ${mime}`;
}

function extensionOf(filename: string): string | undefined {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(filename.trim());
  return match?.[1]?.toLowerCase();
}

/**
 * The file's real type from its magic bytes (never the client's content-type). Refused when it is
 * none of the accepted types, or when the name's extension claims a different one.
 */
export async function detectUploadType(filename: string, bytes: Uint8Array): Promise<DetectedUpload> {
  if (bytes.byteLength === 0) {
    throw new AppError('VALIDATION', [EMPTY_FILE_MESSAGE]);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = detected ? ACCEPTED[detected.mime] : undefined;
  const claimed = extensionOf(filename);
  if (!detected || !accepted) {
    const known =
      claimed !== undefined && Object.values(ACCEPTED).some((entry) => entry.names.includes(claimed));
    throw new AppError('VALIDATION', [
      known ? mismatchMessage(filename, detected?.mime ?? 'not a PDF or an image') : UNSUPPORTED_FILE_MESSAGE,
    ]);
  }
  if (claimed !== undefined && !accepted.names.includes(claimed)) {
    throw new AppError('VALIDATION', [mismatchMessage(filename, detected.mime)]);
  }
  return {
    mime: detected.mime === 'image/heif' ? 'image/heic' : detected.mime,
    extension: accepted.extension,
  };
}
