import { AppError } from '@hearth/domain/errors/app-error';
import { UNEXPECTED_ERROR_MESSAGE } from '@hearth/domain/errors/error-messages';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { toMultipartClientError } from './multipart-errors.ts';
import { formatValidationErrors } from './validation-messages.ts';

export const UNEXPECTED_ERROR = UNEXPECTED_ERROR_MESSAGE;
export const NOT_FOUND = 'Not found';
export const BAD_URL = 'The request URL is not valid';

export interface ErrorResponse {
  statusCode: number;
  errors: string[];
  /** True for 5xx: log the error with its stack; the client only sees UNEXPECTED_ERROR. */
  isServerFault: boolean;
}

/** Fastify's own client errors, by code, in words a borrower can read. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
};

interface ErrorLike {
  statusCode?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

/**
 * One mapping for every failure: zod validation → 400 with readable messages; Fastify parser
 * errors (malformed JSON 400, body too large 413, …); AppError → its status and messages; an
 * upload's multipart body that cannot be read → 400 (413 for a file too large); any
 * other error carrying a 4xx `statusCode` or `status` → that status and its message; everything
 * else (and every 5xx) → its 5xx status, or 500, with no details.
 */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return clientError(400, formatValidationErrors(error.validation, error.validationContext));
  }
  if (isResponseSerializationError(error)) {
    return serverFault();
  }
  if (error instanceof AppError) {
    return error.status >= 500 ? serverFault(error.status) : clientError(error.status, [...error.messages]);
  }
  const multipart = toMultipartClientError(error);
  if (multipart) {
    return clientError(multipart.statusCode, [multipart.message]);
  }
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const statusCode = readStatus(candidate);
  if (statusCode === undefined || statusCode >= 500) {
    return serverFault(statusCode);
  }
  return clientError(statusCode, readMessages(candidate));
}

function readStatus(error: ErrorLike): number | undefined {
  const status = error.statusCode ?? error.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : undefined;
}

function readMessages(error: ErrorLike): string[] {
  if (typeof error.code === 'string' && error.code in FASTIFY_MESSAGES) {
    return [FASTIFY_MESSAGES[error.code] as string];
  }
  if (Array.isArray(error.errors) && error.errors.every((item) => typeof item === 'string')) {
    return error.errors.length > 0 ? error.errors : [UNEXPECTED_ERROR];
  }
  return typeof error.message === 'string' && error.message !== '' ? [error.message] : [UNEXPECTED_ERROR];
}

function clientError(statusCode: number, errors: string[]): ErrorResponse {
  return { statusCode, errors, isServerFault: false };
}

function serverFault(statusCode = 500): ErrorResponse {
  return { statusCode, errors: [UNEXPECTED_ERROR], isServerFault: true };
}
