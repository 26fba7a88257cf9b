import type { CounterStore } from './counter-store.ts';

interface Logger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Counts in `primary` (Redis) and, while it fails, in `fallback` (the PostgreSQL table, or memory on
 * one process), so an outage of the cache neither lifts the limits nor turns limited routes into
 * errors. Counts begin again in each store when the other was in use: a limit may let through up to
 * one window's worth more around an outage, never fewer. While it fails, the shared store is tried
 * again every few seconds.
 */
export function createFallbackCounterStore(
  primary: CounterStore,
  fallback: CounterStore,
  log: Logger,
  options: { retryAfterMs?: number; clock?: () => number } = {},
): CounterStore {
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const clock = options.clock ?? Date.now;
  let primaryFailing = false;
  let nextTryAt = 0;

  async function attempt<T>(operation: (store: CounterStore) => Promise<T>): Promise<T> {
    // A failing store is asked again only now and then, so requests are not each held up by it.
    if (primaryFailing && clock() < nextTryAt) {
      return operation(fallback);
    }
    try {
      const result = await operation(primary);
      if (primaryFailing) {
        primaryFailing = false;
        log.info({ store: primary.kind }, 'attempt counters: the shared store answers again');
      }
      return result;
    } catch (error) {
      nextTryAt = clock() + retryAfterMs;
      if (!primaryFailing) {
        primaryFailing = true;
        log.warn(
          { store: primary.kind, fallback: fallback.kind, err: error },
          'attempt counters: the shared store failed; counting in the fallback store',
        );
      }
      return operation(fallback);
    }
  }

  return {
    kind: primary.kind,
    increment: (key, windowMs, now) => attempt((store) => store.increment(key, windowMs, now)),
    read: (key, now) => attempt((store) => store.read(key, now)),
    async delete(key) {
      await Promise.allSettled([primary.delete(key), fallback.delete(key)]);
    },
    async close() {
      await Promise.allSettled([primary.close(), fallback.close()]);
    },
  };
}
