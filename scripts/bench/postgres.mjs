import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(action) {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/** Creates a throw-away database on the local PostgreSQL; resolves to { url, drop } or undefined when unreachable. */
export async function createScratchDatabase(prefix = 'hearth_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  try {
    await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) };
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}
