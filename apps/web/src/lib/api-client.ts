import { toLanguage } from '@hearth/domain/i18n/language';
import {
  type ApiError,
  createTransportError,
  FetchError,
  isSessionExpiredError,
  parseRetryAfter,
} from './api-error.ts';
import { logRequestFailure } from './log-error.ts';
import { getLoginHref } from './login-redirect.ts';
import { navigateTo } from './navigation.ts';
import { getOrgCode } from './org.tsx';
import { getServerRenderContext } from './render-context.ts';
import { sessionReplayHeaders } from './session-replay.ts';
import { clearJwt, getJwt, setJwt } from './storage.ts';

export { ApiError, FetchError } from './api-error.ts';

/** API-008: HTTP timeout 30 s (000 §9). */
export const API_TIMEOUT_MS = 30_000;

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** A plain object or array is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  /** API-006: arrays are serialised as repeated parameters. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  timeoutMs?: number;
  /** Skip the 401 → login redirect (calls whose 401 is an answer, e.g. a wrong password). */
  skipSessionRedirect?: boolean;
  /** A public file read without credentials (API-072): no cookies, no Authorization header. */
  anonymous?: boolean;
  /** ERR-032: called with the error of a failed call, before the call rejects with it. */
  onError?: (error: ApiError) => void;
}

export function buildUrl(path: string, query: ApiRequestInit['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) {
        params.append(key, String(item));
      }
    }
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/** Plain objects and arrays go as JSON; FormData, Blob, URLSearchParams and strings as they are. */
function isJsonBody(body: unknown): boolean {
  if (Array.isArray(body)) {
    return true;
  }
  if (typeof body !== 'object' || body === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

function buildHeaders(init: ApiRequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('x-org', getOrgCode());
  headers.set('accept', 'application/json, application/pdf, image/*, text/plain');
  // The page's language, not the browser's: a borrower who registers after choosing Spanish on an
  // English browser gets a Spanish profile (decision 036). <html lang> follows every change.
  const pageLanguage =
    typeof document === 'undefined' ? undefined : toLanguage(document.documentElement.lang);
  if (pageLanguage) {
    headers.set('accept-language', pageLanguage);
  }
  // API-005: the replay session, only while a lender's replay records one (decision 019).
  for (const [name, value] of Object.entries(sessionReplayHeaders())) {
    headers.set(name, value);
  }
  const jwt = init.anonymous ? null : getJwt();
  if (jwt && !headers.has('authorization')) {
    headers.set('authorization', jwt);
  }
  if (isJsonBody(init.body)) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

/** Files the API serves (a PDF, an uploaded ID's image): read as bytes, never as text. */
function isFileType(type: string): boolean {
  return /^(application\/(pdf|octet-stream)|image\/)/i.test(type.trim());
}

interface ParsedBody {
  data: unknown;
  /** ERR-034: the answer said JSON and was not. */
  unparseable: boolean;
}

/** API-007: a response is read as JSON, a file (Blob: a PDF, an image) or text, by its content type. */
async function parseBody(response: Response): Promise<ParsedBody> {
  if (response.status === 204 || response.status === 205) {
    return { data: undefined, unparseable: false };
  }
  const type = response.headers.get('content-type') ?? '';
  if (isFileType(type)) {
    return { data: await response.blob(), unparseable: false };
  }
  const text = await response.text();
  if (type.includes('json') && text !== '') {
    try {
      return { data: JSON.parse(text), unparseable: false };
    } catch {
      return { data: text, unparseable: true };
    }
  }
  return { data: text === '' ? undefined : text, unparseable: false };
}

/** API-004: a bearer token in the response's authorization header replaces the stored one. */
function storeRefreshedToken(response: Response): void {
  const authorization = response.headers.get('authorization');
  if (authorization && /^Bearer \S+/i.test(authorization)) {
    setJwt(authorization);
  }
}

/** RTE-027: clear the session and go to the right login (signer login on signer paths). */
function endSession(): void {
  clearJwt();
  navigateTo(getLoginHref(window.location.pathname, window.location.search), { replace: true });
}

function combineSignals(timeout: AbortSignal, external: AbortSignal | null | undefined): AbortSignal {
  return external ? AbortSignal.any([timeout, external]) : timeout;
}

/**
 * ERR-032, ERR-036: a failed call is given to onError, and logged when the backend failed (no
 * answer, a 5xx, or an answer that is not the JSON it claims) — a 4xx is an answer, not a failure.
 */
function failCall(
  error: ApiError,
  call: { method: string; path: string; onError: ApiRequestInit['onError']; unparseable?: boolean },
): ApiError {
  if (error.status === 0 || error.status >= 500 || call.unparseable) {
    logRequestFailure(call.method, call.path, error.status, error.kind);
  }
  call.onError?.(error);
  return error;
}

/**
 * Every call of the app (API-001…008): `x-org` header, `credentials: 'include'`, the stored token
 * as Authorization (the browser adds Origin), 30 s timeout, refreshed token stored; a failed answer
 * throws FetchError (ERR-031) with the joined server messages, no answer an ApiError.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const {
    query,
    timeoutMs = API_TIMEOUT_MS,
    skipSessionRedirect = false,
    anonymous = false,
    body,
    signal,
    onError,
    ...rest
  } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const sentToken = !anonymous && getJwt() !== null;
  let response: Response;
  let parsed: ParsedBody;
  // On the server (decision 012) the render's own fetch calls the API in-process.
  const send = getServerRenderContext()?.fetch ?? fetch;
  try {
    response = await send(buildUrl(path, query), {
      ...rest,
      headers: buildHeaders(init),
      credentials: anonymous ? 'omit' : 'include',
      body: isJsonBody(body) ? JSON.stringify(body) : (body as BodyInit | undefined),
      signal: combineSignals(controller.signal, signal),
    });
    storeRefreshedToken(response);
    parsed = await parseBody(response);
  } catch (error) {
    if (signal?.aborted) {
      throw error;
    }
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    throw failCall(createTransportError(kind), { method, path, onError });
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || parsed.unparseable) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    const error = new FetchError({
      status: response.status,
      kind: 'http',
      data: parsed.data,
      response,
      unparseable: parsed.unparseable,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
    if (sentToken && !skipSessionRedirect && isSessionExpiredError(error) && !getServerRenderContext()) {
      endSession();
    }
    throw failCall(error, { method, path, onError, unparseable: parsed.unparseable });
  }
  return parsed.data as T;
}
