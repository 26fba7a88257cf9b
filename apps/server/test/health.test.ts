import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { unknownApiPath } from './inject-endpoint.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('GET /healthz', () => {
  it('is 200 with the database up', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('is 503 when the database does not answer', async () => {
    const ping = vi.spyOn(testApp.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(ping).toHaveBeenCalledOnce();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      errors: ['Database unavailable'],
    });
  });
});

describe('GET /metrics', () => {
  it('exposes process metrics and request durations by route pattern and status', async () => {
    await testApp.app.inject({ method: 'GET', url: '/healthz' });
    await testApp.app.inject({ method: 'POST', url: unknownApiPath('no-such-page-123') });
    const response = await testApp.app.inject({ method: 'GET', url: '/metrics' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/healthz",status_code="200"\} [1-9]/,
    );
    expect(response.body).toContain('method="POST",route="unmatched",status_code="404"');
    expect(response.body).not.toContain('no-such-page-123');
  });
});

describe('GET /docs', () => {
  it('serves the OpenAPI document with the health route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths).toHaveProperty('/healthz');
    expect(document.paths).not.toHaveProperty('/metrics');
  });

  it('serves the UI', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});
