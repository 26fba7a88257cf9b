import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle, wrapPglite } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { createPgliteFromTemplate } from './pglite-template.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The fresh database's URL on a PostgreSQL server; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Defaults to DATABASE_URL; unset means PGlite. */
  serverUrl?: string | undefined;
  /** Apply apps/server/drizzle (default). `false` gives an empty database. */
  migrate?: boolean;
}

/**
 * A fresh, migrated database: in-memory PGlite (from a migrated template, see pglite-template.ts), or — when DATABASE_URL is set — a uniquely
 * named database created on that server (through the URL's own database) and dropped afterwards.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const { serverUrl = process.env.DATABASE_URL, migrate = true } = options;
  const prepare = migrate ? migrated : async (database: TestDatabase) => database;
  if (!serverUrl) {
    const handle = migrate
      ? wrapPglite(await createPgliteFromTemplate())
      : await createDatabase({ inMemory: true });
    return prepare({ handle, databaseUrl: undefined, dispose: () => handle.close() });
  }
  const name = `hearth_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runAdminStatement(serverUrl, `create database "${name}"`);
  const databaseUrl = withDatabaseName(serverUrl, name);
  const handle = await createDatabase({ databaseUrl });
  return prepare({
    handle,
    databaseUrl,
    dispose: async () => {
      await handle.close();
      await runAdminStatement(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  });
}

async function migrated(database: TestDatabase): Promise<TestDatabase> {
  try {
    await runMigrations(database.handle);
    return database;
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

export function withDatabaseName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
