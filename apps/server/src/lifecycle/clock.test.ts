import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDatabase } from '../db/client.ts';
import {
  advanceSandboxClock,
  now,
  readSandboxOffset,
  resetSandboxClock,
  SANDBOX_CLOCK_IN_PRODUCTION,
} from './clock.ts';

const DAY_MS = 86_400_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await resetSandboxClock(database.handle.db);
});
afterAll(async () => {
  await database.dispose();
});

describe('sandbox clock (decision 007)', () => {
  it('reads wall time when never advanced', async () => {
    const before = Date.now();
    const read = (await now(database.handle.db)).getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(await readSandboxOffset(database.handle.db)).toBe(0);
  });

  it('adds up advances, stored in the database', async () => {
    await advanceSandboxClock(database.handle.db, 2 * DAY_MS);
    await advanceSandboxClock(database.handle.db, 3 * 3_600_000);
    expect(await readSandboxOffset(database.handle.db)).toBe(2 * DAY_MS + 3 * 3_600_000);
    const read = (await now(database.handle.db)).getTime();
    expect(read).toBeGreaterThanOrEqual(Date.now() + 2 * DAY_MS);
  });

  it('is seen by another connection to the same database (another process)', async () => {
    if (!database.databaseUrl) {
      return; // one in-memory PGlite has one connection; the PostgreSQL run checks this
    }
    await advanceSandboxClock(database.handle.db, DAY_MS);
    const other = await createDatabase({ databaseUrl: database.databaseUrl });
    try {
      expect(await readSandboxOffset(other.db)).toBe(DAY_MS);
    } finally {
      await other.close();
    }
  });

  it('only moves forward', async () => {
    await expect(advanceSandboxClock(database.handle.db, -1)).rejects.toThrow('only moves forward');
  });

  it('is refused in production, and production ignores a stored offset', async () => {
    await advanceSandboxClock(database.handle.db, DAY_MS);
    await expect(advanceSandboxClock(database.handle.db, DAY_MS, { isProduction: true })).rejects.toThrow(
      SANDBOX_CLOCK_IN_PRODUCTION,
    );
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(await readSandboxOffset(database.handle.db)).toBe(0);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});
