import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
  endpointPath,
  type ResponseOf,
} from '@hearth/domain/api/endpoint';
import { type ApiRequestInit, apiFetch } from './api-client.ts';

/** What a call yields in the browser: a file answer is a Blob. */
export type CallResult<E extends AnyEndpoint> = ResponseOf<E> extends 'file' ? Blob : EndpointResult<E>;

export type CallOptions = Omit<ApiRequestInit, 'body' | 'query' | 'method'>;

/**
 * Calls an endpoint of the domain's contract: its method and path come from the definition, the
 * params, query and body are typed by its schemas, and so is the answer. The response is trusted
 * as typed, not parsed again: the server's route serialises it through the same schema.
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<CallResult<E>> {
  const { params, query, body } = input as {
    params?: object;
    query?: ApiRequestInit['query'];
    body?: unknown;
  };
  return apiFetch<CallResult<E>>(endpointPath(endpoint, params), {
    ...options,
    method: endpoint.method,
    ...(query === undefined ? {} : { query }),
    ...(body === undefined ? (endpoint.body ? { body: {} } : {}) : { body }),
  });
}
