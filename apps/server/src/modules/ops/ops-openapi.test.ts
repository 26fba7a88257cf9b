import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the ops API and the condition calls in the OpenAPI document', () => {
  it('lists every staff call and the two borrower condition calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const expected: Array<[string, string]> = [
      ['/ops/api/v1/login', 'post'],
      ['/ops/api/v1/applications', 'get'],
      ['/ops/api/v1/applications/{uuid}', 'get'],
      ['/ops/api/v1/applications/{uuid}/conditions', 'post'],
      ['/ops/api/v1/applications/{uuid}/conditions/{id}/resolve', 'post'],
      ['/ops/api/v1/applications/{uuid}/events', 'post'],
      ['/ops/api/v1/sandbox/clock', 'get'],
      ['/ops/api/v1/sandbox/clock', 'post'],
      ['/service-conditions/external/api/v1/applications/{uuid}/conditions/external-applicants', 'get'],
      [
        '/service-conditions/external/api/v1/applications/{uuid}/conditions/{conditionUuid}/documents',
        'post',
      ],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    }
  });
});
