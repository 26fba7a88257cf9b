import { type CounterState, type CounterStore, isLive } from './counter-store.ts';

/** Largest number of keys held; ended windows are dropped first, then the oldest keys. */
const MAX_KEYS = 50_000;

/** One process's counters (PGlite runs one process): lost on restart, shared with no one. */
export function createMemoryCounterStore(): CounterStore {
  const counters = new Map<string, CounterState>();

  function makeRoom(now: Date): void {
    if (counters.size < MAX_KEYS) {
      return;
    }
    for (const [key, state] of counters) {
      if (!isLive(state, now)) {
        counters.delete(key);
      }
    }
    const oldest = counters.keys().next();
    if (counters.size >= MAX_KEYS && !oldest.done) {
      counters.delete(oldest.value);
    }
  }

  return {
    kind: 'memory',
    async increment(key, windowMs, now) {
      const current = counters.get(key);
      if (isLive(current, now)) {
        current.count += 1;
        return { ...current };
      }
      makeRoom(now);
      const fresh = { count: 1, resetAt: new Date(now.getTime() + windowMs) };
      counters.set(key, fresh);
      return { ...fresh };
    },
    async read(key, now) {
      const current = counters.get(key);
      return isLive(current, now) ? { ...current } : undefined;
    },
    async delete(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}
