import { describe, expect, it } from 'vitest';
import { API_CONTRACT, listEndpoints } from './index.ts';

const endpoints = listEndpoints();

describe('the API contract', () => {
  it('has endpoints to check', () => {
    expect(endpoints.length).toBeGreaterThan(5);
  });

  it('gives every endpoint its own id, and one method and path to one endpoint', () => {
    const ids = endpoints.map((endpoint) => endpoint.id);
    const routes = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(Object.entries(API_CONTRACT))('names each %s endpoint after its resource', (resource, group) => {
    for (const [action, endpoint] of Object.entries(group)) {
      expect(endpoint.id).toBe(`${resource}.${action}`);
    }
  });

  it.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s declares a schema for each path segment',
    (_, endpoint) => {
      const segments = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1]);
      const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort()).toEqual(segments.sort());
    },
  );

  it.each(
    endpoints
      .filter((endpoint) => endpoint.method === 'GET')
      .map((endpoint) => [endpoint.id, endpoint] as const),
  )('%s, a read, takes no body', (_, endpoint) => {
    expect(endpoint.body).toBeUndefined();
    expect(endpoint.multipart).toBeUndefined();
  });
});
