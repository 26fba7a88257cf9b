import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  type ResponseOf,
} from '@hearth/domain/api/endpoint';
import { ConsoleApiError, readErrorMessages, SESSION_ENDED_MESSAGE } from './api-error.ts';
import { clearToken, getToken, setSignInNotice, setToken } from './session-store.ts';

export { ConsoleApiError } from './api-error.ts';

/** A file answer (the audit CSV, a document, the HMDA register) is a Blob in the browser. */
export type CallResult<E extends AnyEndpoint> = ResponseOf<E> extends 'file' ? Blob : EndpointResult<E>;

type QueryValue = string | number | boolean | null | undefined;

/** Called when a signed-in call answers 401 (idle timeout, revoked, disabled): the app goes to sign-in. */
let onSessionEnded: () => void = () => {};

export function registerSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') {
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The CSV export, documents (PDFs, images) and any other bytes: read as a Blob. */
function isFileType(type: string): boolean {
  return /^(text\/csv|application\/(octet-stream|pdf)|image\/)/.test(type);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    return response.json().catch(() => undefined);
  }
  const attachment = /^attachment/i.test(response.headers.get('content-disposition') ?? '');
  if (attachment || isFileType(type)) {
    return response.blob();
  }
  const text = await response.text();
  return text === '' ? undefined : text;
}

interface StaffFetchInit {
  method?: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/**
 * Every call of the console: the staff token as Authorization (never in a URL), JSON in and out,
 * a renewed token from the answer's authorization header kept, a failed answer thrown as
 * ConsoleApiError with the server's messages. A 401 to a call that carried a token ends the
 * session: the token is dropped and the sign-in page says why.
 */
export async function staffFetch<T>(path: string, init: StaffFetchInit = {}): Promise<T> {
  const token = getToken();
  const headers = new Headers({ accept: 'application/json, text/csv, application/pdf, image/*' });
  if (token) {
    headers.set('authorization', token);
  }
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, init.query), {
      method: init.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (init.signal?.aborted) {
      throw error;
    }
    throw new ConsoleApiError(0, []);
  }
  const renewed = response.headers.get('authorization');
  if (renewed && /^Bearer \S+$/i.test(renewed)) {
    setToken(renewed);
  }
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && token) {
      clearToken();
      setSignInNotice(SESSION_ENDED_MESSAGE);
      onSessionEnded();
    }
    throw new ConsoleApiError(response.status, readErrorMessages(data));
  }
  return data as T;
}

/**
 * Calls an endpoint of the domain's contract: method and path from its definition, params, query
 * and body typed by its schemas, and so is the answer.
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<CallResult<E>> {
  const { params, query, body } = input as {
    params?: object;
    query?: Record<string, QueryValue>;
    body?: unknown;
  };
  return staffFetch<CallResult<E>>(endpointPath(endpoint, params), {
    method: endpoint.method,
    query,
    body: body === undefined && endpoint.body ? {} : body,
    signal: options.signal,
  });
}
