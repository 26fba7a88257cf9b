import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { LOCAL_REDIS_URL, localRedisIsReachable } from '../../../test/local-redis.ts';
import { useSecondInstance } from '../../../test/second-instance.ts';
import { type App, buildApp } from '../../app.ts';
import type { CounterStore } from '../../lib/attempt-counters/counter-store.ts';
import { createRedisCounterStore } from '../../lib/attempt-counters/redis-counter-store.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { buildIdentityTestApp, LOGIN_PATH, uniqueEmail } from './identity-test-support.ts';

const WRONG = { password: 'Not-The-Password-1!' };

function logIn(app: App, email: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: LOGIN_PATH,
    payload: { email, ...WRONG },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });
}

/** Half the allowance on each instance from one address, then one more on either: refused. */
function itCountsAcrossInstances(apps: () => [App, App]) {
  it('counts one address against one allowance across both instances', async () => {
    const [first, second] = apps();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMITS.login.max; attempt += 1) {
      const app = attempt % 2 === 0 ? first : second;
      statuses.push((await logIn(app, uniqueEmail())).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: RATE_LIMITS.login.max }, () => 401));
    expect((await logIn(first, uniqueEmail())).statusCode).toBe(429);
    expect((await logIn(second, uniqueEmail())).statusCode).toBe(429);
  });
}

describe.skipIf(!(await localRedisIsReachable()))('two instances on one Redis (127.0.0.1:6379)', () => {
  let t: TestApp;
  let other: App;
  let store: CounterStore;
  beforeAll(async () => {
    store = createRedisCounterStore({ url: LOCAL_REDIS_URL, keyPrefix: `hearth-test:${randomUUID()}:` });
    t = await buildIdentityTestApp({ rateLimitsEnabled: true }, { attempts: { store } });
    other = await buildApp(t.config, { db: t.database, attempts: { store } });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await store?.close();
  });
  itCountsAcrossInstances(() => [t.app, other]);
});

/** Each instance with its own pool; the store is the one config chooses (DATABASE_URL, no REDIS_URL). */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  const instances = useSecondInstance(() =>
    buildIdentityTestApp({ rateLimitsEnabled: true, redisUrl: undefined }),
  );
  it('counts in PostgreSQL', () => {
    const { t, other } = instances;
    expect([t.app.attemptCounters.kind, other.attemptCounters.kind]).toEqual(['postgres', 'postgres']);
  });
  itCountsAcrossInstances(() => [instances.t.app, instances.other]);
});

describe('per-account limit behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildIdentityTestApp({ rateLimitsEnabled: true, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses one account its 11th try a minute, however the forwarded address rotates', async () => {
    const target = uniqueEmail();
    for (let attempt = 0; attempt < RATE_LIMITS.login.max; attempt += 1) {
      expect((await logIn(t.app, target, `198.51.100.${attempt}`)).statusCode).toBe(401);
    }
    expect((await logIn(t.app, target, '203.0.113.99')).statusCode).toBe(429);
    expect((await logIn(t.app, target.toUpperCase(), '203.0.113.98')).statusCode).toBe(429);
    expect((await logIn(t.app, uniqueEmail(), '203.0.113.97')).statusCode).toBe(401);
  });
});

/** REDIS_URL set, but nothing answers there: an outage of the shared store. */
describe('log-in limits while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildIdentityTestApp({ rateLimitsEnabled: true, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t?.close());

  it('still answers every attempt as it should and still limits, counting elsewhere', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMITS.login.max; attempt += 1) {
      statuses.push((await logIn(t.app, uniqueEmail())).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: RATE_LIMITS.login.max }, () => 401));
    expect((await logIn(t.app, uniqueEmail())).statusCode).toBe(429);
  });
});
