import {
  RESPONSE_NOT_DEFINED_MESSAGE,
  RESPONSE_NOT_JSON_MESSAGE,
} from '@hearth/domain/errors/error-messages';
import { getErrorMessage, joinErrorMessages } from '@hearth/domain/errors/join-error-messages';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

export interface ApiErrorOptions {
  status: number;
  kind: ApiErrorKind;
  data?: unknown;
  /** The answer the error is about; none when no answer came (decision 019). */
  response?: Response;
  message?: string;
  retryAfterSeconds?: number;
  /** The answer said JSON and its body could not be read as JSON (ERR-034). */
  unparseable?: boolean;
}

/** The body's own `status` field, when it is text (ERR-031). */
function statusField(data: unknown): string | undefined {
  const status = (data as { status?: unknown } | null)?.status;
  return typeof status === 'string' && status.trim() !== '' ? status : undefined;
}

/**
 * ERR-032…034: what a failed call carries — the Response (when one came), status (0 when none),
 * the parsed body and a message. The message is the server's `errors` joined (ERR-006/007), else
 * the body's status field (ERR-031); an answer that is not the JSON it claims says so (ERR-034), and
 * an error made with no response at all (status 0) says that (ERR-033). A transport failure
 * (timeout, network) is given the borrower's 'Something unexpected happened' instead
 * (createTransportError), since pages show an error's message.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly data: unknown;
  readonly response: Response | undefined;
  /** The answer's Retry-After in seconds (a 503 while the server is busy), when it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(options: ApiErrorOptions) {
    super(options.message ?? ApiError.describe(options));
    this.status = options.status;
    this.kind = options.kind;
    this.data = options.data;
    this.response = options.response;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  private static describe(options: ApiErrorOptions): string {
    if (options.unparseable) {
      return RESPONSE_NOT_JSON_MESSAGE;
    }
    if (!options.response && options.status === 0) {
      return RESPONSE_NOT_DEFINED_MESSAGE;
    }
    const errors = (options.data as { errors?: unknown } | null)?.errors;
    const joined = getErrorMessage(options.data);
    return Array.isArray(errors) && errors.length > 0 ? joined : (statusField(options.data) ?? joined);
  }

  /** The raw server messages, for callers that match on one ('identity exists'). */
  get messages(): string[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? errors.filter((error): error is string => typeof error === 'string') : [];
  }
}

/** ERR-031: the answer of a call was not ok — it carries that Response. */
export class FetchError extends ApiError {
  override readonly name = 'FetchError';
  declare readonly response: Response;

  constructor(options: ApiErrorOptions & { response: Response }) {
    super(options);
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
