import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_REDIS_URL, localRedisIsReachable } from '../../../test/local-redis.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { CounterStore } from './counter-store.ts';
import { createMemoryCounterStore } from './memory-counter-store.ts';
import { createPostgresCounterStore } from './postgres-counter-store.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

const MINUTE = 60_000;
const t0 = new Date('2030-01-01T00:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** The behaviour every store shares; `store()` is ready once beforeAll ran. */
function describeCounterStore(store: () => CounterStore) {
  it('counts hits within a window and starts over once it ended', async () => {
    const key = `login:${randomUUID()}`;
    expect(await store().read(key, t0)).toBeUndefined();
    expect(await store().increment(key, MINUTE, t0)).toEqual({ count: 1, resetAt: at(MINUTE) });
    expect(await store().increment(key, MINUTE, at(59_000))).toEqual({ count: 2, resetAt: at(MINUTE) });
    expect(await store().read(key, at(59_999))).toEqual({ count: 2, resetAt: at(MINUTE) });
    expect(await store().read(key, at(MINUTE))).toBeUndefined();
    expect(await store().increment(key, MINUTE, at(MINUTE))).toEqual({ count: 1, resetAt: at(2 * MINUTE) });
  });

  it('keeps keys apart and forgets a deleted one', async () => {
    const [first, second] = [`a:${randomUUID()}`, `b:${randomUUID()}`];
    await store().increment(first, MINUTE, t0);
    await store().increment(first, MINUTE, t0);
    await store().increment(second, MINUTE, t0);
    expect((await store().read(first, t0))?.count).toBe(2);
    await store().delete(first);
    expect(await store().read(first, t0)).toBeUndefined();
    expect((await store().read(second, t0))?.count).toBe(1);
  });

  it('loses no hit when many arrive at once', async () => {
    const key = `burst:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => store().increment(key, MINUTE, t0)));
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });
}

describe('memory counter store', () => {
  const store = createMemoryCounterStore();
  describeCounterStore(() => store);
});

// PGlite by default; the DATABASE_URL server when it is set.
describe('postgres counter store', () => {
  let database: TestDatabase;
  let store: CounterStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = createPostgresCounterStore(database.handle.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });
  describeCounterStore(() => store);
});

describe.skipIf(!(await localRedisIsReachable()))('redis counter store (127.0.0.1:6379)', () => {
  const store = createRedisCounterStore({ url: LOCAL_REDIS_URL, keyPrefix: `hearth-test:${randomUUID()}:` });
  afterAll(async () => {
    await store.close();
  });
  describeCounterStore(() => store);
});
