import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * pg-boss over the server's own database: the PostgreSQL pool, or the embedded PGlite instance.
 * PGlite's `query` takes one statement, so parameterless SQL (pg-boss's migrations are
 * multi-statement scripts) goes through `exec` and the result of the last statement is returned.
 */
export function createBossDb(handle: DatabaseHandle): PgBoss.Db {
  const { pglite, pool } = handle;
  if (pool) {
    return { executeSql: async (text, values) => pool.query(text, values ?? []) };
  }
  if (pglite) {
    return {
      executeSql: async (text, values) => {
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
