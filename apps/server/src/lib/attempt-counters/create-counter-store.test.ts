import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createCounterStore } from './create-counter-store.ts';

const db = {} as Db;
const log = { warn: () => {}, info: () => {} };

describe('the counter store chosen from config', () => {
  it.each([
    [{ redisUrl: 'redis://127.0.0.1:6379', databaseUrl: 'postgres://db/hearth' }, 'redis'],
    [{ redisUrl: undefined, databaseUrl: 'postgres://db/hearth' }, 'postgres'],
    [{ redisUrl: undefined, databaseUrl: undefined }, 'memory'],
  ] as const)('%o → %s', async (config, kind) => {
    const store = createCounterStore(config, db, log);
    expect(store.kind).toBe(kind);
    await store.close();
  });
});
