import { PgTransaction } from 'drizzle-orm/pg-core';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, Db } from './client.ts';

/**
 * pg-boss over the server's own database: the PostgreSQL pool, or the embedded PGlite instance.
 * PGlite's `query` takes one statement, so parameterless SQL (pg-boss's migrations are
 * multi-statement scripts) goes through `exec` and the result of the last statement is returned.
 *
 * Once `isOpen()` turns false it answers without touching the database: pg-boss completes or
 * fails a job without awaiting the call, so a job it fetched just as it stopped would otherwise
 * query the closed pool and reject with nobody listening. A completion or failure is answered as
 * affecting no job (pg-boss reads the count of its `SELECT COUNT(*) FROM results`), anything else
 * with no rows. The job stays active and is handed out again when it expires, as after a crash.
 */
export function createBossDb(handle: DatabaseHandle, isOpen: () => boolean): PgBoss.Db {
  const { pglite, pool } = handle;
  if (pool) {
    return {
      executeSql: async (text, values) => (isOpen() ? pool.query(text, values ?? []) : closedAnswer(text)),
    };
  }
  if (pglite) {
    return {
      executeSql: async (text, values) => {
        if (!isOpen()) {
          return closedAnswer(text);
        }
        if (!values || values.length === 0) {
          const results = await pglite.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return pglite.query(text, values);
      },
    };
  }
  throw new Error('the database handle has neither a PGlite client nor a pool');
}

function closedAnswer(text: string): { rows: unknown[] } {
  return { rows: /SELECT COUNT\(\*\) FROM results\s*$/i.test(text) ? [{ count: '0' }] : [] };
}

interface Queryable {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's SQL on the connection of a Drizzle transaction — node-postgres's client of the
 * transaction, or PGlite's transaction — so a job sent with it commits or rolls back with the
 * transaction (`send(…, { db })`). Drizzle keeps that connection as the transaction's
 * `session.client`; the root database (a pool, the PGlite instance) is refused, as a job written
 * there would not be part of the transaction.
 */
export function createTransactionBossDb(tx: Db): PgBoss.Db {
  const client = (tx as unknown as { session?: { client?: Partial<Queryable> } }).session?.client;
  if (!(tx instanceof PgTransaction) || typeof client?.query !== 'function') {
    throw new Error('pg-boss can only join a Drizzle transaction on node-postgres or PGlite');
  }
  const queryable = client as Queryable;
  return {
    executeSql: async (text, values) => {
      const result = await queryable.query(text, values ?? []);
      return { rows: result.rows };
    },
  };
}
