import { listEndpoints } from '@hearth/domain/api/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let openApi: { paths: Record<string, Record<string, { summary?: string; security?: unknown }>> };

beforeAll(async () => {
  t = await buildTestApp();
  openApi = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(async () => {
  await t?.close();
});

/** OpenAPI writes `:name` segments as `{name}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');

describe('every endpoint of the contract', () => {
  it.each(listEndpoints().map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s is served at its method and path, documented, and secured as it says',
    (_, endpoint) => {
      expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
      const operation = openApi.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary).toBeTruthy();
      expect(Boolean(operation?.security)).toBe(endpoint.auth !== 'public');
    },
  );
});
