import { Redis } from 'ioredis';

/** The machine's Redis, which the shared-counter tests use when it answers. */
export const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers at LOCAL_REDIS_URL; the Redis tests are skipped when it does not. */
export async function localRedisIsReachable(): Promise<boolean> {
  const probe = new Redis(LOCAL_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
