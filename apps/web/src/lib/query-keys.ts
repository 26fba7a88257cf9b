import type { AnyEndpoint, EndpointInput } from '@hearth/domain/api/endpoint';
import { type CallOptions, type CallResult, callEndpoint } from './call-endpoint.ts';

/**
 * The one query-key factory of the app. A key is `[resource, action, input]`, the endpoint's id
 * split in two, so two different calls can never share a key, and the data under a key is always
 * the endpoint's own answer: a page that needs a view of it (sorted, filtered) asks for it with
 * `select`, which TanStack Query applies per observer without touching the cache.
 */
export function endpointQueryKey<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  scope?: unknown,
) {
  const [resource = endpoint.id, action = ''] = endpoint.id.split('.');
  return [resource, action, { ...input, ...(scope === undefined ? {} : { scope }) }] as const;
}

/** Every key of a resource, for invalidating all its queries at once (e.g. after a write). */
export function resourceQueryKey(resource: string) {
  return [resource] as const;
}

/**
 * Keys of data the app derives from several calls (not one endpoint's answer). Each name is
 * listed here once, so it cannot collide with an endpoint's resource or with another view.
 */
const DERIVED_RESOURCES = ['journey-progress'] as const;
export type DerivedResource = (typeof DERIVED_RESOURCES)[number];

export function derivedQueryKey(resource: DerivedResource, ...parts: readonly unknown[]) {
  return [`derived:${resource}`, ...parts] as const;
}

/**
 * Query options for one endpoint: its key from the factory and its call, raw. `options` tune the
 * call, not its answer (e.g. a 401 that must not end the session), so they are not part of the key.
 */
export function endpointQuery<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  scope?: unknown,
  options: Omit<CallOptions, 'signal'> = {},
) {
  return {
    queryKey: endpointQueryKey(endpoint, input, scope),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CallResult<E>> =>
      callEndpoint(endpoint, input, { ...options, signal }),
  };
}

/**
 * `endpointQuery` for an endpoint whose contract module loads with the call, not with the page (a
 * first page that may never make the call does not carry its schemas). `id` is the endpoint's id:
 * the key is the one `endpointQuery` gives.
 */
export function lazyEndpointQuery<E extends AnyEndpoint>(
  id: E['id'],
  load: () => Promise<E>,
  input: EndpointInput<E>,
  scope?: unknown,
  options: Omit<CallOptions, 'signal'> = {},
) {
  const [resource = id, action = ''] = id.split('.');
  return {
    queryKey: [resource, action, { ...input, ...(scope === undefined ? {} : { scope }) }] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CallResult<E>> =>
      callEndpoint(await load(), input, { ...options, signal }),
  };
}
