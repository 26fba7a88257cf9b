import { IDENTITY_EXISTS_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './error-messages.ts';

/**
 * One table of application error codes → HTTP status and default message (documenso style).
 * The server answers `{ errors: messages }` with the status; the client maps codes to copy.
 */
export const APP_ERROR_CODES = {
  VALIDATION: { status: 400, message: 'Invalid request' },
  UNKNOWN_ORG: { status: 400, message: 'Unknown organization' },
  UNAUTHENTICATED: { status: 401, message: 'unauthenticated' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  CONFLICT: { status: 409, message: IDENTITY_EXISTS_MESSAGE },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  /** Well-formed, but a third party refused it (a bank log-in): 401 would end the borrower's session. */
  UNPROCESSABLE: { status: 422, message: 'The request could not be completed' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please try again later' },
  INTERNAL: { status: 500, message: UNEXPECTED_ERROR_MESSAGE },
  UNAVAILABLE: { status: 503, message: 'Service unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type AppErrorCode = keyof typeof APP_ERROR_CODES;

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: AppErrorCode;
  readonly status: number;
  readonly messages: readonly string[];

  /** `messages` defaults to the code's message; `Error.message` is them joined by "; ". */
  constructor(code: AppErrorCode, messages?: readonly string[]) {
    const resolved = messages && messages.length > 0 ? messages : [APP_ERROR_CODES[code].message];
    super(resolved.join('; '));
    this.code = code;
    this.status = APP_ERROR_CODES[code].status;
    this.messages = resolved;
  }
}
