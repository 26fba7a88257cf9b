import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, type BuildAppOptions, buildApp } from '../src/app.ts';
import { type AppConfig, type EnvSource, loadConfig } from '../src/config/env.ts';
import type { DatabaseHandle, Db } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  /** Drizzle, for arranging and asserting rows directly. */
  db: Db;
  database: DatabaseHandle;
  config: AppConfig;
  /** Closes the app, drops the database (PostgreSQL) and removes the temporary DATA_DIR. */
  close(): Promise<void>;
}

/**
 * A valid test configuration: fixed-length random secrets, a fresh temporary DATA_DIR, silent logs.
 * `env` entries are passed to loadConfig as environment variables.
 */
export function createTestConfig(env: EnvSource = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hearth-test-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    PII_KEY: randomBytes(32).toString('base64'),
    ...env,
  });
}

export interface TestAppOptions {
  /** Runs after the app is built and before `ready()`: add test-only routes or hooks here. */
  beforeReady?: (app: App) => void | Promise<void>;
  /** The server renderer's page renderer and time limit (decision 012). */
  serverRender?: BuildAppOptions['serverRender'];
  /** The attempt counters' clock or store (rate limits, the log-in lockout). */
  attempts?: BuildAppOptions['attempts'];
}

/**
 * A fresh app on a fresh, migrated database (in-memory PGlite, or a new database on the
 * DATABASE_URL server). Use `app.inject`; call `close()` in afterEach/afterAll.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const baseConfig = createTestConfig();
  const config: AppConfig = { ...baseConfig, databaseUrl: database.databaseUrl, ...overrides };
  let app: App | undefined;
  try {
    app = await buildApp(config, {
      db: database.handle,
      serverRender: options.serverRender,
      attempts: options.attempts,
    });
    await options.beforeReady?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await database.dispose();
    rmSync(baseConfig.dataDir, { recursive: true, force: true });
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    db: database.handle.db,
    database: database.handle,
    config,
    close: async () => {
      await ready.close();
      await database.dispose();
      rmSync(baseConfig.dataDir, { recursive: true, force: true });
    },
  };
}
