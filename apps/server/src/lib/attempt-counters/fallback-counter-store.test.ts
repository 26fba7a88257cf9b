import { describe, expect, it } from 'vitest';
import type { CounterStore } from './counter-store.ts';
import { createFallbackCounterStore } from './fallback-counter-store.ts';
import { createMemoryCounterStore } from './memory-counter-store.ts';

const WINDOW = 60_000;
const at = new Date('2026-01-01T00:00:00Z');

/** A store whose every call fails while `down` is true, as Redis does during an outage. */
function flakyStore(): CounterStore & { down: boolean } {
  const inner = createMemoryCounterStore();
  const fail = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
  const store = {
    kind: 'redis' as const,
    down: false,
    increment: (key: string, windowMs: number, now: Date) =>
      store.down ? fail() : inner.increment(key, windowMs, now),
    read: (key: string, now: Date) => (store.down ? fail() : inner.read(key, now)),
    delete: (key: string) => (store.down ? fail() : inner.delete(key)),
    close: () => inner.close(),
  };
  return store;
}

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    warn: (_: object, message: string) => lines.push(message),
    info: (_: object, message: string) => lines.push(message),
  };
}

describe('counting through a shared store that can fail', () => {
  it('counts in the shared store while it answers', async () => {
    const primary = flakyStore();
    const fallback = createMemoryCounterStore();
    const store = createFallbackCounterStore(primary, fallback, recordingLog());
    await store.increment('ip:1', WINDOW, at);
    expect((await store.increment('ip:1', WINDOW, at)).count).toBe(2);
    expect(await fallback.read('ip:1', at)).toBeUndefined();
  });

  it('goes on counting in the fallback while the shared store fails, and logs the outage once', async () => {
    const primary = flakyStore();
    const log = recordingLog();
    let clock = 0;
    const store = createFallbackCounterStore(primary, createMemoryCounterStore(), log, {
      retryAfterMs: 5_000,
      clock: () => clock,
    });
    primary.down = true;
    for (let hit = 1; hit <= 3; hit += 1) {
      expect((await store.increment('account:a@b.c', WINDOW, at)).count).toBe(hit);
    }
    expect((await store.read('account:a@b.c', at))?.count).toBe(3);
    expect(log.lines).toEqual(['attempt counters: the shared store failed; counting in the fallback store']);

    primary.down = false;
    expect((await store.increment('account:a@b.c', WINDOW, at)).count).toBe(4);
    clock = 5_000;
    expect((await store.increment('account:a@b.c', WINDOW, at)).count).toBe(1);
    expect(log.lines).toEqual([
      'attempt counters: the shared store failed; counting in the fallback store',
      'attempt counters: the shared store answers again',
    ]);
  });

  it('deletes from both stores, even while one fails', async () => {
    const primary = flakyStore();
    const fallback = createMemoryCounterStore();
    const store = createFallbackCounterStore(primary, fallback, recordingLog());
    await primary.increment('k', WINDOW, at);
    await fallback.increment('k', WINDOW, at);
    primary.down = true;
    await store.delete('k');
    expect(await fallback.read('k', at)).toBeUndefined();
  });
});
