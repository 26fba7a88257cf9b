import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts';
import type { TestApp } from './helpers.ts';

/**
 * Two API instances on one PostgreSQL server, as DESIGN.md deploys them: the first built by
 * `build`, the other from the same config with its own pool, so it hears the first's writes only
 * through the database. Built before the describe block's tests, closed after them.
 */
export function useSecondInstance(build: () => Promise<TestApp>): {
  readonly t: TestApp;
  readonly other: App;
} {
  const state = {} as { t: TestApp; other: App; otherDatabase: DatabaseHandle };
  beforeAll(async () => {
    state.t = await build();
    state.otherDatabase = await createDatabase({ databaseUrl: state.t.config.databaseUrl as string });
    state.other = await buildApp(state.t.config, { db: state.otherDatabase });
    await state.other.ready();
  });
  afterAll(async () => {
    await state.other?.close();
    await state.otherDatabase?.close();
    await state.t?.close();
  });
  return {
    get t() {
      return state.t;
    },
    get other() {
      return state.other;
    },
  };
}
