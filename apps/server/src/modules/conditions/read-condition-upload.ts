import { type DocumentType, zDocumentType } from '@hearth/domain/enums/document-type';
import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import { tooLargeMessage } from '../documents/store-upload.ts';

export const FILE_REQUIRED = 'Attach one file in the "file" field';
export const UNKNOWN_DOCUMENT_TYPE = 'Unknown document type';

export interface ReadUpload {
  filename: string;
  bytes: Buffer;
  type: DocumentType | undefined;
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Multipart `file` (exactly one) and an optional `type` field; anything bigger than `maxBytes` is 413. */
export async function readConditionUpload(request: FastifyRequest, maxBytes: number): Promise<ReadUpload> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', [FILE_REQUIRED]);
  }
  let file: { filename: string; bytes: Buffer } | undefined;
  let type: DocumentType | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file) {
          throw new AppError('VALIDATION', [FILE_REQUIRED]);
        }
        file = { filename: part.filename, bytes };
      } else if (part.fieldname === 'type') {
        const parsed = zDocumentType.safeParse(part.value);
        if (!parsed.success) {
          throw new AppError('VALIDATION', [UNKNOWN_DOCUMENT_TYPE]);
        }
        type = parsed.data;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) {
      throw new AppError('PAYLOAD_TOO_LARGE', [tooLargeMessage(maxBytes)]);
    }
    throw error;
  }
  if (!file) {
    throw new AppError('VALIDATION', [FILE_REQUIRED]);
  }
  return { ...file, type };
}
