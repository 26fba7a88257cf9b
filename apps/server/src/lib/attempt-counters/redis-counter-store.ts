import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.ts';

/**
 * One hash per counter (`count`, `reset` in epoch ms). The window is judged by the caller's clock,
 * not Redis's, so every store agrees on a pinned clock; the key's own expiry only clears it away.
 */
const INCREMENT = `
local now = tonumber(ARGV[1])
local windowMs = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset'))
if reset == nil or reset <= now then
  reset = now + windowMs
  redis.call('HSET', KEYS[1], 'count', 1, 'reset', reset)
  redis.call('PEXPIRE', KEYS[1], windowMs)
  return {1, reset}
end
return {redis.call('HINCRBY', KEYS[1], 'count', 1), reset}
`;

export interface RedisCounterStoreOptions {
  url: string;
  /** Prepended to every key: several apps (or test runs) can share one Redis. */
  keyPrefix?: string;
}

/** Counters in Redis (REDIS_URL): shared by every instance, one atomic script per hit. */
export function createRedisCounterStore(options: RedisCounterStoreOptions): CounterStore {
  const redis = new Redis(options.url, {
    keyPrefix: options.keyPrefix ?? 'hearth:attempts:',
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    // An unreachable or stalled Redis fails a hit quickly; the caller then counts elsewhere.
    connectTimeout: 1_000,
    commandTimeout: 1_000,
  });
  redis.defineCommand('hearthIncrement', { numberOfKeys: 1, lua: INCREMENT });
  const increment = (key: string, now: number, windowMs: number) =>
    (
      redis as unknown as {
        hearthIncrement(key: string, now: number, windowMs: number): Promise<[number, number]>;
      }
    ).hearthIncrement(key, now, windowMs);

  return {
    kind: 'redis',
    async increment(key, windowMs, now) {
      const [count, reset] = await increment(key, now.getTime(), windowMs);
      return { count: Number(count), resetAt: new Date(Number(reset)) };
    },
    async read(key, now) {
      const [count, reset] = await redis.hmget(key, 'count', 'reset');
      if (count === null || reset === null || Number(reset) <= now.getTime()) {
        return undefined;
      }
      return { count: Number(count), resetAt: new Date(Number(reset)) };
    },
    async delete(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
