import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { CounterStore } from './counter-store.ts';
import { createMemoryCounterStore } from './memory-counter-store.ts';
import { createPostgresCounterStore } from './postgres-counter-store.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

/**
 * The one place the counter store is chosen: Redis when REDIS_URL is set, else the PostgreSQL of
 * DATABASE_URL, else memory (embedded PGlite runs one process, so there is no one to share with).
 */
export function createCounterStore(
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>,
  db: Db,
): CounterStore {
  if (config.redisUrl) {
    return createRedisCounterStore({ url: config.redisUrl });
  }
  if (config.databaseUrl) {
    return createPostgresCounterStore(db);
  }
  return createMemoryCounterStore();
}
