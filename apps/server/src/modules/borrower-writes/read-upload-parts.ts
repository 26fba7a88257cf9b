import { AppError } from '@hearth/domain/errors/app-error';
import type { FastifyRequest } from 'fastify';
import { tooLargeMessage } from '../documents/store-upload.ts';

export const MULTIPART_REQUIRED = 'Send the files as multipart/form-data';
export const TOO_MANY_PARTS = 'The request has more parts than this upload takes';

export interface UploadedFile {
  /** As the client named it: only its extension is checked (documents `storeUpload`), never a path. */
  filename: string;
  bytes: Buffer;
}

export interface UploadParts {
  files: Partial<Record<string, UploadedFile>>;
  fields: Record<string, string>;
}

export interface UploadShape {
  /** The file fields the call takes, each at most once. */
  fileFields: readonly string[];
  /** The text fields it takes; anything else is refused. */
  textFields: readonly string[];
  maxBytes: number;
}

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

function readCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * Reads a borrower's multipart upload into memory before any transaction opens: the named file
 * fields (each at most `maxBytes`, else 413) and text fields; an unknown or repeated part is 400.
 * The caller validates the text fields with the domain's schema and the files by magic bytes.
 */
export async function readUploadParts(request: FastifyRequest, shape: UploadShape): Promise<UploadParts> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', [MULTIPART_REQUIRED]);
  }
  const parts: UploadParts = { files: {}, fields: {} };
  const limits = {
    fileSize: shape.maxBytes,
    files: shape.fileFields.length,
    fields: shape.textFields.length,
    parts: shape.fileFields.length + shape.textFields.length,
  };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (!shape.fileFields.includes(part.fieldname) || parts.files[part.fieldname]) {
          throw new AppError('VALIDATION', [`Unexpected file in the "${part.fieldname}" field`]);
        }
        parts.files[part.fieldname] = { filename: part.filename, bytes };
      } else {
        if (!shape.textFields.includes(part.fieldname) || part.fieldname in parts.fields) {
          throw new AppError('VALIDATION', [`Unexpected field "${part.fieldname}"`]);
        }
        parts.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (readCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', [tooLargeMessage(shape.maxBytes)]);
    }
    if (LIMIT_CODES.has(String(readCode(error)))) {
      throw new AppError('VALIDATION', [TOO_MANY_PARTS]);
    }
    throw error;
  }
  return parts;
}

/** The text fields through the domain's schema: 400 with its messages when they do not pass. */
export function parseUploadFields<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
  },
  fields: Record<string, string>,
): T {
  const result = schema.safeParse(fields);
  if (!result.success) {
    throw new AppError('VALIDATION', [...new Set(result.error.issues.map((issue) => issue.message))]);
  }
  return result.data;
}

/** A file field that must be present. */
export function requireFile(parts: UploadParts, field: string, message: string): UploadedFile {
  const file = parts.files[field];
  if (!file) {
    throw new AppError('VALIDATION', [message]);
  }
  return file;
}
