import { endpointPath } from '@hearth/domain/api/endpoint';
import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { AppError } from '@hearth/domain/errors/app-error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.ts';
import { RATE_LIMITS } from '../src/plugins/rate-limit.ts';
import { buildTestApp, type TestApp } from './helpers.ts';
import { RAW, unknownApiPath, withRawSegment } from './inject-endpoint.ts';

let testApp: TestApp;
let echoed = 0;

function addTestRoutes(app: App): void {
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.strictObject({ name: z.string().min(2), email: z.email('Please enter a valid email') }),
      },
    },
    async (request) => {
      echoed += 1;
      return { name: request.body.name };
    },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret connection string postgres://admin:hunter2@db');
  });
  app.get('/api/test/app-error', async () => {
    throw new AppError('CONFLICT', ['identity exists']);
  });
  app.get('/api/test/app-error-500', async () => {
    throw new AppError('INTERNAL', ['stack detail that must not leak']);
  });
  app.get('/api/test/limited', { config: { rateLimit: { ...RATE_LIMITS.login, max: 2 } } }, async () => ({
    ok: true,
  }));
}

beforeAll(async () => {
  testApp = await buildTestApp({}, { beforeReady: addTestRoutes });
});
afterAll(async () => {
  await testApp.close();
});

function post(payload: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  return testApp.app.inject({ method: 'POST', url: '/api/test/echo', headers, payload });
}

describe('bad input answers { errors } with the right status, writes nothing, and the server keeps serving', () => {
  it.each([
    ['malformed JSON', '{"name": "Ada",', 400, ['The request body is not valid JSON']],
    ['an empty JSON body', '', 400, ['The request body is empty']],
    [
      'a missing field',
      '{"email":"a@b.co"}',
      400,
      ['body.name: Invalid input: expected string, received undefined'],
    ],
    [
      'an extra field',
      '{"name":"Ada","email":"a@b.co","admin":true}',
      400,
      ['body: Unrecognized key: "admin"'],
    ],
    ['a schema message, verbatim', '{"name":"Ada","email":"nope"}', 400, ['Please enter a valid email']],
    ['a JSON array', '[]', 400, ['body: Invalid input: expected object, received array']],
  ])('%s', async (_case, payload, status, errors) => {
    const before = echoed;
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors });
    expect(echoed).toBe(before);
  });

  it('an unsupported content type is 415', async () => {
    const response = await post('name=Ada', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ errors: ['Unsupported content type'] });
  });

  it('a body over 1 MiB is 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024), email: 'a@b.co' });
    const response = await post(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: ['The request body is too large'] });
  });

  it('a body just under the limit is accepted', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1000 * 1000), email: 'a@b.co' }));
    expect(response.statusCode).toBe(200);
  });

  it('a path that does not decode is 400 in the same shape', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: withRawSegment(endpointPath(telemetryApi.session, { context: RAW }), '%ED%A0%80'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: ['The request URL is not valid'] });
  });

  it('an unknown API route is 404 Not found', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: unknownApiPath() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: ['Not found'] });
  });

  it('keeps serving after all of the above', async () => {
    const response = await post('{"name":"Ada","email":"ada@example.com"}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada' });
  });
});

describe('server faults', () => {
  it('an unexpected error is 500 with no details', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: ['Something unexpected happened'] });
    expect(response.body).not.toContain('hunter2');
  });

  it('a 5xx AppError hides its messages too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/app-error-500' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ errors: ['Something unexpected happened'] });
  });

  it('an AppError answers its status and messages', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ errors: ['identity exists'] });
  });
});

describe('rate limits', () => {
  it('answer 429 { errors } past the limit, per IP', async () => {
    const from = (remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: '/api/test/limited', remoteAddress });
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    expect((await from('10.0.0.1')).statusCode).toBe(200);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ errors: ['Too many requests, please try again later'] });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await from('10.0.0.2')).statusCode).toBe(200);
  });

  it('are off when RATE_LIMITS=off', async () => {
    const unlimited = await buildTestApp({ rateLimitsEnabled: false }, { beforeReady: addTestRoutes });
    try {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await unlimited.app.inject({ method: 'GET', url: '/api/test/limited' });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
