import { type AnyEndpoint, endpointPath } from '@hearth/domain/api/endpoint';
import { orgPayloadApi } from '@hearth/domain/api/org-payload-api';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';

export interface InjectEndpointOptions extends Omit<InjectOptions, 'method' | 'url' | 'query'> {
  /** Path segments; tests may send values the schema refuses. */
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** `Bearer <jwt>` is sent when given. */
  token?: string;
}

/**
 * Calls an endpoint of the contract in-process, at its method and path, so no test writes an
 * API path by hand. Bodies and params are not typed: tests send what the schemas refuse, too.
 */
export function injectEndpoint(
  app: App,
  endpoint: AnyEndpoint,
  { params, query, token, headers, ...rest }: InjectEndpointOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...rest,
    method: endpoint.method,
    url: endpointPath(endpoint, params),
    ...(query ? { query } : {}),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

/**
 * A path under the API that no route serves (a suffix no endpoint has, after a real endpoint's
 * path), for the not-found answers: it is still built from the contract.
 */
export function unknownApiPath(name = 'no-such-call'): string {
  return `${endpointPath(orgPayloadApi.payload)}/${name}`;
}

/** A path parameter to be replaced by `withRawSegment`: a segment endpointPath would encode. */
export const RAW = 'raw-segment';

/** The path with its `RAW` parameter replaced as it is, already percent-encoded (hostile input). */
export function withRawSegment(path: string, encoded: string): string {
  return path.replace(RAW, encoded);
}
