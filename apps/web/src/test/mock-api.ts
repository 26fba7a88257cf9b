import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { featureFlagsApi } from '@hearth/domain/api/org-api';
import { profileApi } from '@hearth/domain/api/profile-api';
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  init: RequestInit;
}

type Reply = Response | { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function toResponse(reply: Reply): Response {
  return reply instanceof Response
    ? reply
    : jsonResponse(reply.body ?? {}, reply.status ?? 200, reply.headers);
}

export const TEST_PROFILE = {
  uuid: '7d1f5a8e-1111-4aaa-8bbb-123456789abc',
  email: 'pat@hearth.test',
  type: 'BORROWER',
};

/** The handler key of an endpoint of the contract: "METHOD /path" with its params filled in. */
export function apiKey(endpoint: AnyEndpoint, params?: object): string {
  return `${endpoint.method} ${endpointPath(endpoint, params)}`;
}

/**
 * An endpoint's path as an MSW pattern: the params given are filled in, the others stay `:name`
 * segments (MSW's own syntax), so a handler can answer any document, invitation…
 */
export function endpointPattern(endpoint: AnyEndpoint, params: Record<string, string> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(value);
  });
}

/**
 * Stubs `fetch` with handlers keyed by "METHOD /path" (query ignored). Defaults: no feature flags
 * on, the profile for a request with a token, 401 without. Unknown calls answer 404.
 */
export function mockApi(handlers: Record<string, Handler> = {}) {
  const requests: RecordedRequest[] = [];
  const all: Record<string, Handler> = {
    [apiKey(featureFlagsApi.features, { context: 'heloc' })]: () => ({ body: [] }),
    [apiKey(profileApi.get)]: ({ headers }) =>
      headers.get('authorization')
        ? { body: TEST_PROFILE }
        : { status: 401, body: { errors: ['unauthenticated'] } },
    ...handlers,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request = {
      url: `${url.pathname}${url.search}`,
      method,
      headers: new Headers(init.headers),
      body,
      init,
    };
    requests.push(request);
    const handler = all[`${method} ${url.pathname}`];
    return toResponse(handler ? await handler(request) : { status: 404, body: { errors: ['Not found'] } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}
