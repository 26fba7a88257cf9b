import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from './counter-store.ts';
import { createFallbackCounterStore } from './fallback-counter-store.ts';
import { createMemoryCounterStore } from './memory-counter-store.ts';
import { createPostgresCounterStore } from './postgres-counter-store.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

/**
 * The one place the counter store is chosen: Redis when REDIS_URL is set, else the PostgreSQL of
 * DATABASE_URL, else memory (embedded PGlite runs one process, so there is no one to share with).
 * While Redis fails, counting goes on in the store that would have been chosen without it.
 */
export function createCounterStore(
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>,
  db: Db,
  log: Parameters<typeof createFallbackCounterStore>[2],
): CounterStore {
  const withoutRedis = () =>
    config.databaseUrl ? createPostgresCounterStore(db) : createMemoryCounterStore();
  if (config.redisUrl) {
    return createFallbackCounterStore(createRedisCounterStore({ url: config.redisUrl }), withoutRedis(), log);
  }
  return withoutRedis();
}
