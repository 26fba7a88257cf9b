import { identityApi } from '@hearth/domain/api/identity-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { injectEndpoint } from '../../../test/inject-endpoint.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { buildIdentityTestApp, LOGIN_PATH } from './identity-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildIdentityTestApp({ rateLimitsEnabled: true });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on identity routes', () => {
  it('answers 429 once the login preset is used up, and keeps serving other routes', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: LOGIN_PATH,
        payload: { email: 'nobody@example.com', password: 'x' },
      });
    for (let index = 0; index < RATE_LIMITS.login.max; index += 1) {
      expect((await attempt()).statusCode).toBe(401);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ errors: string[] }>().errors).toHaveLength(1);
    expect((await injectEndpoint(t.app, identityApi.get)).statusCode).toBe(401);
  });
});
