import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';
import { fillPath, listApiOperations } from './openapi-operations.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ rateLimitsEnabled: false });
});
afterAll(async () => {
  await t.close();
});

const UNAUTHENTICATED = { errors: ['unauthenticated'] };

/**
 * The token is checked as the request arrives, before its body is parsed or its params, query and
 * body validated: a caller without a valid token learns nothing of what a route accepts.
 */
describe('every secured route checks the token before anything else', () => {
  it('lists the secured routes of the OpenAPI document', () => {
    expect(listApiOperations(t.app).filter((operation) => operation.secured).length).toBeGreaterThan(50);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-jwt' }],
    ['a token signed with another secret', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl' }],
  ])('answers 401, not 400, to %s with invalid params and body', async (_case, headers) => {
    const answers: string[] = [];
    for (const operation of listApiOperations(t.app).filter((candidate) => candidate.secured)) {
      const response = await t.app.inject({
        method: operation.method,
        url: `${fillPath(operation.path, {})}?unexpected=1`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: '{"unexpected":',
      });
      if (response.statusCode !== 401 || response.body !== JSON.stringify(UNAUTHENTICATED)) {
        answers.push(`${operation.method} ${operation.path}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(answers).toEqual([]);
  });
});
