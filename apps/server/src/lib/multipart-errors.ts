export const MALFORMED_UPLOAD = 'The upload could not be read: its multipart body is malformed';
export const TOO_MANY_UPLOAD_PARTS = 'The request has more parts than this upload takes';
export const UPLOAD_NOT_MULTIPART = 'Send the files as multipart/form-data';
export const UPLOAD_FILE_TOO_LARGE = 'The file is too large';

/** @fastify/multipart's own errors, by code: every one is the client's doing. */
const MULTIPART_CODES: Record<string, { statusCode: number; message: string }> = {
  FST_PARTS_LIMIT: { statusCode: 400, message: TOO_MANY_UPLOAD_PARTS },
  FST_FILES_LIMIT: { statusCode: 400, message: TOO_MANY_UPLOAD_PARTS },
  FST_FIELDS_LIMIT: { statusCode: 400, message: TOO_MANY_UPLOAD_PARTS },
  FST_REQ_FILE_TOO_LARGE: { statusCode: 413, message: UPLOAD_FILE_TOO_LARGE },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { statusCode: 400, message: UPLOAD_NOT_MULTIPART },
  FST_INVALID_JSON_FIELD_ERROR: { statusCode: 400, message: MALFORMED_UPLOAD },
  FST_PROTO_VIOLATION: { statusCode: 400, message: MALFORMED_UPLOAD },
  FST_MP_PREMATURE_CLOSE: { statusCode: 400, message: MALFORMED_UPLOAD },
};

/**
 * busboy (under @fastify/multipart) throws plain errors, without a code or status, for a body it
 * cannot parse: no boundary, a boundary longer than it searches for, a body cut short.
 */
const BUSBOY_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

/** The client error a failure to read a multipart upload stands for, or undefined for any other error. */
export function toMultipartClientError(error: unknown): { statusCode: number; message: string } | undefined {
  if (!(error instanceof Error)) {
    return undefined;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    return MULTIPART_CODES[code];
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (statusCode === undefined && BUSBOY_MESSAGES.some((pattern) => pattern.test(error.message))) {
    return { statusCode: 400, message: MALFORMED_UPLOAD };
  }
  return undefined;
}
