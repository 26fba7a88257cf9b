import { getErrorMessage, joinErrorMessages } from '@hearth/domain/errors/join-error-messages';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed call (ERR-031…035): status (0 when no response came), the parsed body, and a message
 * that is the server's `errors` list joined (ERR-006/007) or 'Something unexpected happened'.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly data: unknown;
  /** The answer's Retry-After in seconds (a 503 while the server is busy), when it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: {
    status: number;
    kind: ApiErrorKind;
    data?: unknown;
    message?: string;
    retryAfterSeconds?: number;
  }) {
    super(options.message ?? getErrorMessage(options.data));
    this.status = options.status;
    this.kind = options.kind;
    this.data = options.data;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** The raw server messages, for callers that match on one ('identity exists'). */
  get messages(): string[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [];
  }
}

/** Retry-After as a whole number of seconds (the HTTP-date form is not used by this API). */
export function parseRetryAfter(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) {
    return undefined;
  }
  return Number(header.trim());
}

export function createTransportError(kind: 'timeout' | 'network'): ApiError {
  return new ApiError({ status: 0, kind, message: joinErrorMessages([]) });
}

/** RTE-027: a 401, or a 403 whose message is 'unauthenticated' or 'invalid signature'. */
export function isSessionExpiredError(error: ApiError): boolean {
  if (error.status === 401) {
    return true;
  }
  if (error.status !== 403) {
    return false;
  }
  const text = [...error.messages, error.message].join(' ').toLowerCase();
  return text.includes('unauthenticated') || text.includes('invalid signature');
}
