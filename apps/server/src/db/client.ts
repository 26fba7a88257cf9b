import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is behind it. Repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers `select 1`; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Present for PGlite only: the embedded instance (pg-boss adapters use it). */
  pglite?: PGlite;
  /** Present for PostgreSQL only: the connection pool. */
  pool?: pg.Pool;
}

export type DatabaseOptions =
  | { databaseUrl: string; onPoolError?: (error: Error) => void }
  | { dataDir: string }
  | { inMemory: true };

/**
 * node-postgres when a URL is given, otherwise PGlite stored in `${dataDir}/pglite`
 * (or in memory, for tests).
 */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    return createPostgresDatabase(options.databaseUrl, options.onPoolError);
  }
  return createPgliteDatabase('dataDir' in options ? join(options.dataDir, 'pglite') : undefined);
}

async function createPgliteDatabase(directory: string | undefined): Promise<DatabaseHandle> {
  if (!directory) {
    return wrapPglite(await PGlite.create());
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(directory);
  restrictToOwner(directory);
  return wrapPglite(client);
}

/**
 * The database holds PII: only the server's user may read its files. PGlite unpacks its initial
 * data directory with modes of its own (0666), whatever the umask; PostgreSQL creates every later
 * file 0600 and directory 0700. So the tree is closed to others once PGlite has opened it — which
 * also repairs a directory an earlier version left open.
 */
function restrictToOwner(directory: string): void {
  chmodSync(directory, 0o700);
  for (const entry of readdirSync(directory, { recursive: true, withFileTypes: true })) {
    if (!entry.isSymbolicLink()) {
      chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
    }
  }
}

/**
 * PGlite runs each statement synchronously and hands its one connection from caller to caller in
 * promise callbacks, so a queue of transactions runs to its end without the event loop turning:
 * no request is read, no timer fires, until it is empty. Each call that takes the connection (a
 * statement or a transaction; not the statements inside a transaction) first lets the event loop
 * turn once, so requests and job workers queue for it in the order they come.
 */
function takeTurns(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const target = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = target[name].bind(client);
    target[name] = async (...args: unknown[]) => {
      await turn();
      return original(...args);
    };
  }
}

/** A handle over an existing PGlite instance (tests start one from a migrated template). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  takeTurns(client);
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: once(() => client.close()),
  };
}

async function createPostgresDatabase(
  connectionString: string,
  onPoolError: (error: Error) => void = () => {},
): Promise<DatabaseHandle> {
  // Room for the step jobs' transactions (up to 2 × JOBS_CONCURRENCY) beside the HTTP requests.
  const pool = new pg.Pool({ connectionString, max: 20, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onPoolError);
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: once(() => pool.end()),
  };
}

/** PostgreSQL when DATABASE_URL is configured, otherwise PGlite in `${DATA_DIR}/pglite`. */
export function databaseOptionsFor(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

/** close() may be called by several owners (app onClose, shutdown, tests): the first call wins. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}
