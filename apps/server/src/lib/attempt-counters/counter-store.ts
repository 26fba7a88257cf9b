/** A counter's live state: how many hits in the window that ends at `resetAt`. */
export interface CounterState {
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters for rate limits and the log-in lockout. Every instance that shares a store
 * shares its counts; `now` comes from the caller so a pinned clock moves windows in every store.
 */
export interface CounterStore {
  /** `memory` (one process), `postgres` (DATABASE_URL) or `redis` (REDIS_URL). */
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Adds one hit, atomically. A new or ended window starts over at 1 and ends `windowMs` from now. */
  increment(key: string, windowMs: number, now: Date): Promise<CounterState>;
  /** The live state, or undefined when there is none (never hit, or its window ended). */
  read(key: string, now: Date): Promise<CounterState | undefined>;
  delete(key: string): Promise<void>;
  /** Releases connections the store opened itself. */
  close(): Promise<void>;
}

export function isLive(state: CounterState | undefined, now: Date): state is CounterState {
  return state !== undefined && state.resetAt.getTime() > now.getTime();
}
